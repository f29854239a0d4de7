import { expect, type Page } from "@playwright/test";
import { gotoWithoutPopups } from "../support/popups";
import { collectPageErrors, type DemoSite, getDocumentFromSite, readAsClinic } from "../support/sites";

/** Shared by the content, search and SEO specs: opening pages cleanly and reading the clinic's own API. */

/** These tests visit several server-rendered pages each; a dev server compiling on first visit needs the time. */
export const MULTI_PAGE_TIMEOUT = 120_000;
/** For waits on a client-side navigation, which a busy dev server may take well over the default to answer. */
export const expectNavigation = expect.configure({ timeout: 30_000 });

/** Opens `path` with every popup dismissed and returns the response and the console errors of that load. */
export async function openPage(page: Page, code: DemoSite, path: string) {
  const errors = collectPageErrors(page);
  const response = await gotoWithoutPopups(page, code, path);
  expect(response?.status(), `${code} ${path}`).toBe(200);
  return { response, errors };
}

/** Nothing may be wider than the screen: a phone must not scroll sideways (wide tables scroll inside their box). */
export async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "page wider than the viewport").toBeLessThanOrEqual(0);
}

/** The page's end state every content test checks: nothing wider than the screen, nothing logged as an error. */
export async function expectSoundPage(page: Page, errors: string[]) {
  await expectNoSideScroll(page);
  expect(errors).toEqual([]);
}

/** Reads JSON of the clinic whose page is open, as its pages' server does (readAsClinic). */
export async function api<T>(page: Page, path: string): Promise<T> {
  const { status, body } = await readAsClinic<T>(page, `/api${path}`);
  expect(status, `GET /api${path}`).toBe(200);
  return body;
}

/** The status a page address answers with, e.g. 404 for ids that are not this clinic's (no page is rendered). */
export async function statusOf(page: Page, code: DemoSite, path: string): Promise<number> {
  return (await getDocumentFromSite(page, code, path)).status;
}

/** The title of the not-found page, before the clinic's name. */
export const NOT_FOUND_TITLE = "페이지를 찾을 수 없습니다";

/**
 * The server answers `path` with the not-found page: status 404, its title and noindex. Read without rendering,
 * so a list of bad addresses costs no page loads; how the not-found page looks in a browser is checked where it
 * is the subject (accessibility, tenants) and once per spec that lists bad addresses.
 */
export async function expectNotFoundAnswer(page: Page, code: DemoSite, path: string) {
  const { status, html } = await getDocumentFromSite(page, code, path);
  expect(status, `${code} ${path}`).toBe(404);
  expect(html, `${code} ${path}: the not-found page`).toMatch(
    new RegExp(`<title>${NOT_FOUND_TITLE}( \\|[^<]*)?</title>`),
  );
  expect(html, `${code} ${path}: noindex`).toMatch(/<meta name="robots" content="noindex/);
}

/** The canonical link of the open page, as an absolute URL. */
export const canonicalOf = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href");

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

export interface DoctorAnswer {
  id: number;
  name: string;
  position: string | null;
  careers: string[];
}

export interface ScheduleAnswer {
  employeeId: number;
  weekday: number;
  startTime: string;
  endTime: string;
}

export interface BoardTypeAnswer {
  id: number;
  name: string;
  layout: "LIST" | "GALLERY";
  area: "BOARD" | "CSCENTER";
}

export interface BoardPostAnswer {
  id: number;
  boardTypeId: number;
  title: string;
  isPinned: boolean;
}

export interface BoardPageAnswer {
  rows: BoardPostAnswer[];
  total: number;
  pageSize: number;
  boardType: BoardTypeAnswer;
}

/** The /boards/{id} boards the clinic's navigation links to, with their answers from the API. */
export async function linkedBoards(page: Page): Promise<BoardTypeAnswer[]> {
  const config = await api<{ navigation: { url: string; subList: { url: string }[] }[] }>(
    page,
    "/partners/this/site-config",
  );
  const ids = new Set<number>();
  for (const item of config.navigation) {
    for (const url of [item.url, ...item.subList.map((sub) => sub.url)]) {
      const match = /^\/boards\/(\d+)$/.exec(url);
      if (match) ids.add(Number(match[1]));
    }
  }
  const boards: BoardTypeAnswer[] = [];
  for (const id of ids) boards.push(await api<BoardTypeAnswer>(page, `/customer/board-types/${id}`));
  return boards;
}
