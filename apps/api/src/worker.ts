import { join } from "node:path";
import { createDatabase } from "@clinic/db";
import pino from "pino";
import { loadEnv } from "./env";
import { startMessageDelivery } from "./messaging/runtime";

// A message worker on its own (decision 0036): `node apps/api/dist/worker.js` beside API instances started with
// MESSAGE_WORKER=off, for fleets that scale delivery apart from requests. PostgreSQL only in practice: an
// embedded PGlite directory belongs to the one API process that opened it.
const env = loadEnv();
const log = pino({ level: env.logLevel });
const database = await createDatabase({
  url: env.databaseUrl,
  dataDir: env.databaseUrl ? undefined : join(env.dataDir, "pglite"),
  maxConnections: 4,
});
const delivery = await startMessageDelivery({ database, config: env.messaging, log });
log.info("message worker started");

const stop = async (signal: string) => {
  log.info({ signal }, "message worker stopping");
  await delivery.stop();
  await database.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
