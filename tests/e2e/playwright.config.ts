import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import {
  API_PORT,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  REVALIDATE_TOKEN,
  WEB_PORT,
} from "./support/env";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
// Set PLAYWRIGHT_EXTERNAL_SERVER=1 to test servers you already run on WEB_PORT (E2E_WEB_PORT) instead of
// starting the product with `npm start`'s script.
const external = process.env.PLAYWRIGHT_EXTERNAL_SERVER === "1";

/**
 * Specs whose subject is the layout or that take a different path on a phone run at both widths. The others check
 * behaviour that is the same at every width (data, server rules, flows) and run at 1440 only, which keeps CI in
 * its 30 minutes; specs/accessibility.spec.ts still checks every screen at 390 too (it narrows the window of each
 * page it opens, so it runs in the desktop project only).
 */
const RESPONSIVE_SPECS = [
  "chat",
  "content-introduce",
  "reviews",
  "shell-footer",
  "shell-floating",
  "shell-header",
  "shell-mobile-menu",
  "shell-popups",
  "shell-search",
  "tenants",
];

/**
 * Specs that change demo data other specs read (footer hours, popups, the first treatment of the list, the events
 * page): they run once everything else is done.
 */
const SHARED_DATA_WRITERS = ["**/specs/console-settings.spec.ts", "**/specs/console-content.spec.ts"];

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two workers keep CI under its 30 minutes on a two-core machine: the tests mostly wait on the servers.
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://lumiere.localhost:${WEB_PORT}`,
    locale: "ko-KR",
    // Still pages: no autoplaying carousel or transition keeps the software compositor drawing frames while a
    // test waits, which cut about a tenth of the suite's CPU time. The site honours the preference (a visitor's
    // choice it must support anyway); the specs about motion itself ask for "no-preference" on their page.
    reducedMotion: "reduce",
    timezoneId: "Asia/Seoul",
    // A trace records DOM snapshots and screenshots at every step of every test, kept or not: recording it only
    // when a failed test is retried (CI retries once) cut the browser's and the runner's CPU time by about a
    // third. Locally, `--trace on` records one when wanted.
    trace: "on-first-retry",
    // Debian's Chromium; Playwright never downloads a browser here.
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    {
      name: "desktop",
      use: { browserName: "chromium", viewport: DESKTOP_VIEWPORT },
      testIgnore: SHARED_DATA_WRITERS,
    },
    {
      name: "mobile",
      use: { browserName: "chromium", viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true },
      testMatch: RESPONSIVE_SPECS.map((name) => `**/specs/${name}.spec.ts`),
    },
    {
      // After every other spec: these change what the others read (opening hours, popups, treatments, events).
      name: "desktop-last",
      use: { browserName: "chromium", viewport: DESKTOP_VIEWPORT },
      testMatch: SHARED_DATA_WRITERS,
      dependencies: ["desktop", "mobile"],
    },
  ],
  webServer: external
    ? undefined
    : {
        command: "node scripts/start.mjs",
        cwd: repoRoot,
        env: {
          WEB_PORT: String(WEB_PORT),
          API_PORT: String(API_PORT),
          DATA_DIR: ".data/e2e",
          REVALIDATE_TOKEN,
          // The test runner and the browser connect from 127.0.0.1 / ::1 and play the load balancer, whose
          // X-Forwarded-For and -Proto are believed (specs set them to act as another visitor, or "behind TLS");
          // support/raw-http.ts connects from 127.0.0.3 to act as a visitor who reaches the server directly.
          WEB_TRUSTED_PROXIES: "127.0.0.1, ::1",
        },
        url: `http://localhost:${WEB_PORT}/`,
        timeout: 10 * 60_000,
        reuseExistingServer: !process.env.CI,
        // Build and server logs are long; errors still show.
        stdout: "ignore",
        stderr: "pipe",
        gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      },
});
