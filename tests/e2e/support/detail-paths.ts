import type { Page } from "@playwright/test";
import { demoReviewToken } from "@repo/packages/db/src/seed/demo-review-token";
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

const customerBoard = firstLinkOn("/cscenter", /^\/cscenter\/boards\/\d+$/);
const board = firstLinkOn("/", /^\/boards\/\d+$/);

/**
 * Every screen of a demo clinic's storefront by name, reached by its Korean path: the specs that visit every screen
 * (axe, the languages) pick theirs from here, so a screen is found one way.
 */
export const SCREENS = {
  home: fixed("/"),
  "product list": fixed("/products"),
  "product list, filtered": fixed("/products?isRecommend=true"),
  "event products": fixed("/products/category/event"),
  "picked products": fixed("/products/category/pick"),
  "product detail": firstLinkOn("/products", /^\/products\/\d+$/),
  events: fixed("/events"),
  exhibitions: fixed("/exhibitions"),
  "exhibition detail": firstLinkOn("/exhibitions", /^\/exhibitions\/\d+$/),
  branding: firstLinkOn("/", /^\/brandings\/\d+$/),
  introduce: fixed("/introduce"),
  staff: fixed("/introduce/staff"),
  space: fixed("/introduce/space"),
  schedule: fixed("/introduce/schedule"),
  "clinic info": fixed("/info"),
  board,
  "board post": async (page, code) =>
    firstLinkOn(await board(page, code), /^\/boards\/\d+\/detail\/\d+$/)(page, code),
  "customer centre": fixed("/cscenter"),
  notices: fixed("/cscenter/notice"),
  notice: firstLinkOn("/cscenter/notice", /^\/cscenter\/notice\/\d+$/),
  faq: fixed("/cscenter/faq"),
  "after-care notices": fixed("/cscenter/after-notices"),
  contact: fixed("/cscenter/contact"),
  "customer board": customerBoard,
  "customer board post": async (page, code) =>
    firstLinkOn(await customerBoard(page, code), /^\/cscenter\/boards\/\d+\/detail\/\d+$/)(page, code),
  "customer board writing": async (page, code) => `${await customerBoard(page, code)}/write`,
  "non-covered fees": fixed("/non-covered-fees"),
  search: fixed(`/search?keyword=${encodeURIComponent("리프팅")}`),
  login: fixed("/login"),
  "sign-up": fixed("/sign-up"),
  "my page (signed out)": fixed("/mypage"),
  welcome: fixed("/welcome"),
  goodbye: fixed("/goodbye"),
  "privacy policy": fixed("/terms/privacy-policy"),
  "terms of service": fixed("/terms/terms-of-service"),
  "review form": async (_page, code) => `/reviews/write/${demoReviewToken(code)}`,
  "not found": fixed("/no-such-page"),
} satisfies Record<string, Locate>;

export type ScreenName = keyof typeof SCREENS;

/** Every screen but the named ones, in SCREENS' order: a spec names what it leaves out (and says why). */
export const screensExcept = (...left: ScreenName[]): [ScreenName, Locate][] =>
  (Object.keys(SCREENS) as ScreenName[])
    .filter((name) => !left.includes(name))
    .map((name) => [name, SCREENS[name]]);
