// Debian's Chromium and the flags every browser we launch starts with (the guide's fixed list): the browser tests
// (tests/e2e/support/env.ts) and the Lighthouse measurements (bench/lib/lighthouse-audit.mjs). Each adds its own
// resolver rule; headless mode is set by Playwright for the tests and by the Lighthouse helper for itself.
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
