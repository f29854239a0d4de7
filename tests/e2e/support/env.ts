import { CHROMIUM_FLAGS } from "@repo/scripts/lib/chromium.mjs";

export { CHROMIUM_PATH } from "@repo/scripts/lib/chromium.mjs";

/** Port of the storefront under test (the webServer in playwright.config.ts starts it there). */
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
/** Port of the API the storefront under test calls (the same webServer starts it on 127.0.0.1). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);

/**
 * Hosts of the third-party browser scripts a clinic may configure (chat, tag manager, analytics, identity
 * verification), subdomains included. Tests never reach them: the machine may be offline, and a test must not
 * depend on somebody else's service.
 */
export const THIRD_PARTY_DOMAINS = [
  "channel.io",
  "googletagmanager.com",
  "google-analytics.com",
  "iamport.kr",
];

/**
 * The browser cannot resolve those hosts, so what a clinic's visitors see when a vendor is down is what every
 * test sees. A resolver rule rather than a Playwright route: routing every request through the test runner to
 * match a handful of hosts turns off the browser's HTTP cache and costs a round trip per request, which made
 * each page load of the suite slower. A spec that needs a stand-in vendor still routes its URL on its page:
 * routed requests never reach the resolver.
 */
const UNRESOLVABLE_THIRD_PARTIES = `--host-resolver-rules=${THIRD_PARTY_DOMAINS.flatMap((domain) => [
  `MAP ${domain} ~NOTFOUND`,
  `MAP *.${domain} ~NOTFOUND`,
]).join(", ")}`;

/**
 * Chromium preloads its address-bar popups as two hidden WebUI pages in every window: their renderer and the
 * work they cause in the browser process took about a fifth of the browser's CPU time in this suite, for a UI a
 * headless test never shows. Chromium keeps only the last --disable-features switch, so this one repeats the
 * features Playwright 1.65 disables (chromiumSwitches.ts) before adding the two popups.
 */
const WITHOUT_BROWSER_UI_PRELOADS = `--disable-features=${[
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
].join(",")}`;

export const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  UNRESOLVABLE_THIRD_PARTIES,
  WITHOUT_BROWSER_UI_PRELOADS,
] as const;

/** Shared secret of the storefront's /ops/revalidate (the webServer gets it; an external server must use the same). */
export const REVALIDATE_TOKEN = process.env.E2E_REVALIDATE_TOKEN ?? "e2e-revalidate-token-0123456789";

/**
 * The product's data folder under test, relative to the repository root: the webServer runs with .data/e2e;
 * against the dev servers (PLAYWRIGHT_EXTERNAL_SERVER=1) set E2E_DATA_DIR=.data/dev. The demo SMS sender
 * appends every code it "sends" to sms-outbox.jsonl there.
 */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data/e2e";

/** The two widths of the guide: desktop 1440 and phone 390 (spec breakpoints sit between them). */
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 } as const;
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
