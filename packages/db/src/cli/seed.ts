import { migrateDatabase } from "../migrate";
import { DEMO_PARTNER_CODES, seedDemo, seedIfEmpty } from "../seed/index";
import { describeTarget, runCli } from "./run";

// npm run db:seed [-- --if-empty] — (re)creates the demo clinics; with --if-empty only into an empty database.
const ifEmpty = process.argv.slice(2).includes("--if-empty");

await runCli("db:seed", async (env, database) => {
  // Seeding a fresh data directory should just work, so bring the schema up to date first.
  await migrateDatabase(database);
  const options = { mediaDir: env.mediaDir, platformDomain: env.platformDomain };
  if (ifEmpty) {
    const result = await seedIfEmpty(database, options);
    if (!result.seeded) return `database already has partners, nothing seeded (${describeTarget(env)})`;
  } else {
    await seedDemo(database, options);
  }
  const hosts = DEMO_PARTNER_CODES.map((code) => `${code}.${env.platformDomain}`).join(", ");
  return `demo clinics seeded into ${describeTarget(env)} (${hosts}; images in ${env.mediaDir})`;
});
