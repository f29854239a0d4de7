export * from "./client";
export { type DbEnv, findRepoRoot, loadDbEnv } from "./env";
export { defaultMigrationsFolder, migrateDatabase } from "./migrate";
export * from "./query";
export * as schema from "./schema/index";
export {
  DEMO_GUEST_POST_PASSWORD,
  DEMO_OPERATOR,
  DEMO_PARTNER_CODES,
  type DemoFixtures,
  demoManager,
  demoOwner,
  demoPreviewToken,
  demoReviewToken,
  demoStaff,
  demoStaffKey,
  findDemoFixtures,
  type SeedOptions,
  type SeedResult,
  seedDemo,
  seedIfEmpty,
} from "./seed/index";
export {
  applyTemplateToClinic,
  type ClinicTemplate,
  createClinicFromTemplate,
  type NewClinic,
  SAMPLE_MARK,
  sampleLogoUrls,
} from "./seed/onboard";
