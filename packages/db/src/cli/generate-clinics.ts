import { migrateDatabase } from "../migrate";
import { generateClinics } from "../seed/generate-clinics";
import { describeTarget, runCli } from "./run";

// npm run db:generate-clinics -- [count] [--no-images] — clinics c0001 … c{count} (default 300) for the bench and
// soak (issue 28), beside whatever the database holds; those that exist already are left as they are.
const args = process.argv.slice(2);
const countArg = args.find((arg) => !arg.startsWith("--"));
const count = countArg === undefined ? 300 : Number(countArg);
if (!Number.isInteger(count) || count < 1 || count > 9999) {
  console.error("db:generate-clinics: the count must be a whole number from 1 to 9999");
  process.exit(1);
}

await runCli("db:generate-clinics", async (env, database) => {
  await migrateDatabase(database);
  const started = performance.now();
  const result = await generateClinics(database, {
    count,
    platformDomain: env.platformDomain,
    mediaDir: env.mediaDir,
    images: !args.includes("--no-images"),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const [first, last] = [result.hosts[0], result.hosts.at(-1)];
  return `${result.created} clinics created, ${result.existing} already there (${first} … ${last}) in ${describeTarget(env)}, ${seconds} s`;
});
