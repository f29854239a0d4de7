import type { Page } from "@playwright/test";
import { type DemoSite, getDocumentFromSite, siteUrl } from "./sites";

/** How a spec reaches one screen of a clinic: its Korean path, found as a visitor would find it. */
export type Locate = (page: Page, code: DemoSite) => Promise<string>;

/** Detail paths found once per worker and clinic. */
const found = new Map<string, string>();

/**
 * The first link on `from` whose path matches, the way a visitor reaches a detail screen. Read from the page's
 * server-rendered HTML by the test runner: finding a link needs no rendering.
 */
export const firstLinkOn =
  (from: string, pattern: RegExp): Locate =>
  async (page, code) => {
    const key = `${code} ${from} ${pattern.source}`;
    const known = found.get(key);
    if (known) return known;
    const { status, html } = await getDocumentFromSite(page, code, from);
    if (status !== 200) throw new Error(`${code} ${from} answered ${status}`);
    const origin = new URL(siteUrl(code)).origin;
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      const url = new URL(href!.replaceAll("&amp;", "&"), origin);
      if (url.origin === origin && pattern.test(url.pathname)) {
        found.set(key, `${url.pathname}${url.search}`);
        return `${url.pathname}${url.search}`;
      }
    }
    throw new Error(`${code}: no link matching ${pattern} on ${from}`);
  };

/** A screen at a path known in advance. */
export const fixed =
  (path: string): Locate =>
  async () =>
    path;
