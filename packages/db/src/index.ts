export * from "./client";
export { type DbEnv, findRepoRoot, loadDbEnv } from "./env";
export { defaultMigrationsFolder, migrateDatabase } from "./migrate";
export * from "./query";
export * as schema from "./schema/index";
export {
  DEMO_PARTNER_CODES,
  type DemoFixtures,
  demoPreviewToken,
  findDemoFixtures,
  type SeedOptions,
  type SeedResult,
  seedDemo,
  seedIfEmpty,
} from "./seed/index";
