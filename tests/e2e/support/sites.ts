import type { Page } from "@playwright/test";
import { API_PORT, WEB_PORT } from "./env";
import { isThirdPartyUrl } from "./test";

/** The demo clinics the seed creates; Chromium resolves every *.localhost name to the loopback address. */
export const DEMO_SITES = ["lumiere", "haneul"] as const;
export type DemoSite = (typeof DEMO_SITES)[number];

export const siteOrigin = (host: string) => `http://${host}:${WEB_PORT}`;
export const siteUrl = (code: DemoSite, path = "/") => `${siteOrigin(`${code}.localhost`)}${path}`;

/**
 * A GET of one of a clinic's addresses from the test runner, without a page: Node cannot resolve *.localhost
 * names, so it goes to the loopback address with the clinic's Host header. The browser context's cookies go
 * along (page.request shares them), so it reads what this visitor would be answered.
 */
export function requestFromSite(page: Page, code: DemoSite, path: string) {
  const url = new URL(siteUrl(code, path));
  return page.request.get(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
    headers: { host: url.host },
    maxRedirects: 0,
  });
}

/** A clinic's data read from the test runner before any page of it opens (readAsClinic with the clinic named). */
export function getFromSite<T>(
  page: Page,
  code: DemoSite,
  path: string,
): Promise<{ status: number; body: T }> {
  return readAsClinic<T>(page, path, { code });
}

/**
 * A page's status and server-rendered HTML, read from the test runner without rendering it: for checks of what
 * the server answers (404 for addresses that are not the clinic's, head tags) that need no browser.
 */
export async function getDocumentFromSite(
  page: Page,
  code: DemoSite,
  path: string,
): Promise<{ status: number; html: string }> {
  const response = await requestFromSite(page, code, path);
  return { status: response.status(), html: await response.text() };
}

/**
 * Puts the page on a clinic's origin without rendering a screen (its robots.txt is plain text), so that
 * fetchFromPage and other in-page requests read as that clinic's visitor. For tests that read data before they
 * open the page under test.
 */
export async function openClinicOrigin(page: Page, code: DemoSite) {
  const response = await page.goto(siteUrl(code, "/robots.txt"));
  if (response?.status() !== 200) throw new Error(`${code}: robots.txt answered ${response?.status()}`);
}

/**
 * JSON the API answers a clinic, read straight from the API with the clinic's tenant header, as the storefront's
 * server does. For test data the pages render from their server: the same-origin /api pass-through forwards only
 * the calls the browser code makes (docs/decisions/0017), so reads like /partners/this or /banners go here.
 * `url` is written like a pass-through address, "/api" + the API's own path and query (spec 7). The clinic is
 * the page's host unless `code` names one. No visitor cookie goes along: for a visitor's own data
 * (/customers/this, /recent-products) use fetchFromPage.
 */
export async function readAsClinic<T>(
  page: Page,
  url: string,
  options: { code?: DemoSite; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  if (!url.startsWith("/api/")) throw new TypeError(`readAsClinic needs "/api" + an API path, got ${url}`);
  const host = options.code === undefined ? new URL(page.url()).hostname : `${options.code}.localhost`;
  const response = await page.request.get(`http://127.0.0.1:${API_PORT}${url.slice("/api".length)}`, {
    headers: { ...options.headers, "x-tenant-origin": `http://${host}` },
    maxRedirects: 0,
  });
  return { status: response.status(), body: (await response.json()) as T };
}

/**
 * Fetches JSON the way the storefront's browser code does: same-origin through the /api pass-through of the
 * page's own host (Node cannot resolve *.localhost names, Chromium can).
 */
export async function fetchFromPage<T>(
  page: Page,
  path: string,
  init: { headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, headers }) => {
      const response = await fetch(path, { headers });
      return { status: response.status, body: await response.json() };
    },
    { path, headers: init.headers ?? {} },
  );
}

/**
 * Console errors and uncaught exceptions of a page, collected from the moment this is called. One kind is left
 * out: Chromium's own "Failed to load resource" line for a third-party host (a clinic's chat or tag manager that
 * cannot be reached). The browser writes it, no code of ours can keep it quiet, and the tests make those hosts
 * unreachable on purpose; a failed load of any of our own resources still counts.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const source = message.location().url;
    const thirdParty = source.startsWith("http") && isThirdPartyUrl(new URL(source));
    if (thirdParty && message.text().startsWith("Failed to load resource")) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** A CSS colour as the browser computes it, e.g. "#0a2e3d" → "rgb(10, 46, 61)". */
export function hexToRgb(hex: string): string {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((offset) => Number.parseInt(full.slice(offset, offset + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
