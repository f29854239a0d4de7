import { defineConfig } from "drizzle-kit";

// `npm run generate -w @clinic/db` writes SQL from the schema; no database connection is needed for that.
// Row-level security, the app role and grants live in the hand-written `rls` migration (drizzle-kit --custom).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema/index.ts",
  out: "./migrations",
  strict: true,
  verbose: true,
});
