import { join } from "node:path";
import { createDatabase } from "@clinic/db";
import { buildApp } from "./app";
import { loadEnv } from "./env";
import {
  type Announcer,
  httpAnnouncer,
  redisAnnouncer,
  startContentChangeRelay,
} from "./lib/content-changes";
import { createShutdown } from "./lib/shutdown";
import { deliveryModes, siteLinkOf } from "./messaging/config";
import { startMessageDelivery } from "./messaging/runtime";

// The API process: database from the environment, app, listen, graceful shutdown. Migrating and seeding are
// done beforehand by `npm start` (PGlite allows one process per data directory, so they cannot overlap).
const env = loadEnv();
const database = await createDatabase({
  url: env.databaseUrl,
  dataDir: env.databaseUrl ? undefined : join(env.dataDir, "pglite"),
});
const app = await buildApp({
  database,
  mediaDir: env.mediaDir,
  platformDomain: env.platformDomain,
  domainTargets: env.domainTargets,
  trustProxy: env.trustProxy,
  accounts: env.accounts,
  logger: { level: env.logLevel },
  cachePublicAnswers: true,
  answerCacheBytes: env.answerCacheBytes,
  s3: env.s3,
  previewSecret: env.previewSecret,
  publishIntervalMs: env.publishIntervalMs,
  tenantSecret: env.tenantSecret,
  siteLink: siteLinkOf(env.messaging.siteLink),
  messageDelivery: deliveryModes(env.messaging),
  consoleOrigin: env.messaging.consoleOrigin,
});

// Storefront caches drop a clinic's content as soon as it changes (see lib/content-changes.ts): on the Redis
// channel every web server subscribes to when there is one, else by a POST to the one configured web server.
let stopRelay = async () => {};
const announcer: Announcer | null = env.announcements
  ? redisAnnouncer({ url: env.announcements.redisUrl, keyPrefix: env.announcements.keyPrefix, log: app.log })
  : env.revalidate
    ? httpAnnouncer(env.revalidate)
    : null;
if (announcer) {
  stopRelay = await startContentChangeRelay({ database, announcer, log: app.log });
}
// Messages written by any API instance are delivered by every instance's worker (decision 0036), unless this one
// leaves delivery to dedicated workers.
const delivery = env.messaging.worker
  ? await startMessageDelivery({ database, config: env.messaging, log: app.log })
  : null;
const shutdown = createShutdown({
  app,
  database,
  graceMs: env.shutdownGraceMs,
  exit: (code) => process.exit(code),
  // The relay and the worker hold database connections of their own, so they stop before the database closes.
  stopWorkers: () => Promise.all([stopRelay(), delivery?.stop()]),
});
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen({ port: env.port, host: env.host });
} catch (error) {
  app.log.error({ err: error }, "could not start the API");
  await database.close().catch(() => {});
  process.exit(1);
}
