import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One runner for every workspace's unit, API and database tests; browser tests live in tests/e2e (Playwright).
export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "apps/api/src/**/*.test.ts",
      "apps/web/src/**/*.test.ts",
      "apps/widget/src/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores, which is a single worker on the 2-core CI machines.
    // Test files wait on PGlite's WASM, PostgreSQL and Redis as much as on the CPU, and each has its own database,
    // so one worker per core runs the suite in about half the time.
    maxWorkers: availableParallelism(),
  },
});
