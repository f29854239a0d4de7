import type { Page } from "@playwright/test";
import { WEB_PORT } from "./env";
import { isThirdPartyUrl } from "./test";

/** The demo clinics the seed creates; Chromium resolves every *.localhost name to the loopback address. */
export const DEMO_SITES = ["lumiere", "haneul"] as const;
export type DemoSite = (typeof DEMO_SITES)[number];

export const siteOrigin = (host: string) => `http://${host}:${WEB_PORT}`;
export const siteUrl = (code: DemoSite, path = "/") => `${siteOrigin(`${code}.localhost`)}${path}`;

/**
 * A GET of a clinic's own /api from the test runner, without opening a page first: Node cannot resolve
 * *.localhost names, so it goes to the loopback address with the clinic's Host header. The browser's cookies are
 * not sent, so it suits public reads only; fetchFromPage reads as the visitor.
 */
export async function getFromSite<T>(
  page: Page,
  code: DemoSite,
  path: string,
): Promise<{ status: number; body: T }> {
  const url = new URL(siteUrl(code, path));
  const response = await page.request.get(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
    headers: { host: url.host },
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
