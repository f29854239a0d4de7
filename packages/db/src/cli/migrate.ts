import { migrateDatabase } from "../migrate";
import { describeTarget, runCli } from "./run";

// npm run db:migrate — applies the checked-in SQL migrations (already applied ones are skipped).
await runCli("db:migrate", async (env, database) => {
  await migrateDatabase(database);
  return `migrations applied to ${describeTarget(env)}`;
});
