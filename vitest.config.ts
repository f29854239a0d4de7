import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// One runner for every workspace's unit, API and database tests; browser tests live in tests/e2e (Playwright).
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // The path aliases of tsconfig.base.json (decision 0029).
  resolve: {
    alias: [
      { find: /^@\/(.*)$/, replacement: `${here("./apps/web/src/")}$1` },
      { find: /^@api\/(.*)$/, replacement: `${here("./apps/api/src/")}$1` },
      { find: /^@repo\/(.*)$/, replacement: `${here("./")}$1` },
    ],
  },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores, which is a single worker on the 2-core CI machines.
    // Test files wait on PGlite's WASM, PostgreSQL and Redis as much as on the CPU, and each has its own database,
    // so one worker per core runs the suite in about half the time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["packages/*/src/**/*.test.ts", "apps/api/src/**/*.test.ts"],
          // Migrates and seeds one template database per run; each test file starts from a copy (decision 0021).
          globalSetup: ["packages/db/src/testing-global-setup.ts"],
          // Every API and database test file builds its own app on its own database, so nothing a file needs
          // lives in shared module state. Reusing the worker's modules (Fastify, zod schemas, PGlite's WASM)
          // instead of loading them again for each of the ~90 files halves the suite's time (decision 0021).
          isolate: false,
        },
      },
      {
        extends: true,
        // The web and widget tests mock modules and globals (fetch, timers, storage): each file stays isolated.
        test: { name: "web", include: ["apps/web/src/**/*.test.ts", "apps/widget/src/**/*.test.ts"] },
      },
    ],
  },
});
