import { defineConfig } from "vitest/config";

// Pure-logic tests (no DOM library in the repo); the root config runs them too.
export default defineConfig({
  test: { include: ["src/**/*.test.ts"], environment: "node" },
});
