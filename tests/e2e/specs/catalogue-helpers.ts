import type { Browser, Page } from "@playwright/test";
// The seed's deterministic preview tokens ("so tests can name it without reading the database").
import { demoPreviewToken } from "@repo/packages/db/src/seed/fixtures";
import { type DemoSite, openClinicOrigin, readAsClinic } from "../support/sites";

/** The parts of the catalogue answers these tests read (full contracts: packages/shared/src/product.ts, event.ts). */
export interface ProductRow {
  id: number;
  name: string;
  categoryId: number;
  customBadges: string[];
  price: number | null;
  originalPrice: number | null;
  discountRate: number | null;
  eventIds: number[];
}
export interface ProductDetailAnswer extends ProductRow {
  isPublished: boolean;
  isSecret: boolean;
  options: { id: number; name: string; price: number; isDefault: boolean }[];
}
export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}
export interface CategoryRow {
  id: number;
  name: string;
  productCount: number;
}
export interface EventRow {
  id: number;
  title: string;
  startDate: string | null;
  endDate: string | null;
}
export interface EventDetailAnswer extends EventRow {
  isSecret: boolean;
  products: ProductRow[];
}
export interface PartnerPrices {
  id: number;
  homepageConfig: {
    hasPriceView: boolean;
    isIncludeVat: boolean;
    hideEventPageDefaultProductOption: boolean;
  };
}

export const OTHER: Record<DemoSite, DemoSite> = { lumiere: "haneul", haneul: "lumiere" };

/** The clinic's data as its pages' server reads it ("/api" + the API path; see readAsClinic). */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  const { status, body } = await readAsClinic<T>(page, path);
  if (status !== 200) throw new Error(`GET ${path}: ${status}`);
  return body;
}

/** Korean won as the storefront writes it: 12,000원. */
export const won = (amount: number) => `${new Intl.NumberFormat("ko-KR").format(amount)}원`;

/** What a price cell should say (spec: hasPriceView false → '가격 상담'). */
export const expectedPriceText = (product: { price: number | null }, hasPriceView: boolean) =>
  hasPriceView && product.price !== null ? won(product.price) : "가격 상담";

/** Today's date in Seoul as YYYY-MM-DD. */
export const seoulToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(new Date());

/**
 * The long countdown label of spec 5, written from the rule (not from the app's code): on the end date '오늘 마감',
 * 10+ days left '이벤트 진행 중!', otherwise 'n일 후 마감'; no date, nothing.
 */
export function expectedCountdown(endDate: string | null, today = seoulToday()): string | null {
  if (!endDate) return null;
  const days = Math.round((Date.parse(endDate) - Date.parse(today)) / 86_400_000);
  if (days < 0) return null;
  if (days === 0) return "오늘 마감";
  return days >= 10 ? "이벤트 진행 중!" : `${days}일 후 마감`;
}

/**
 * Runs `probe` in a scratch page on the clinic's host, so the 404s of probing other ids never reach the console
 * of the page under test.
 */
async function withScratchPage<T>(
  browser: Browser,
  code: DemoSite,
  probe: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await openClinicOrigin(page, code);
    return await probe(page);
  } finally {
    await context.close();
  }
}

/** Statuses and bodies of GETs for many paths at once, as the clinic of the page (readAsClinic). */
function probeAll(page: Page, paths: string[]) {
  return Promise.all(
    paths.map(async (path) => {
      const { status, body } = await readAsClinic<unknown>(page, path);
      return { path, status, body: status >= 200 && status < 300 ? body : null };
    }),
  );
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Ids are shared by both clinics' rows; the highest id worth probing is a bit past the highest one listed. */
const PROBE_MARGIN = 40;

/** The clinic's secret event (not listed anywhere; reachable only by id) with its products. */
export function findSecretEvent(browser: Browser, code: DemoSite): Promise<EventDetailAnswer> {
  return withScratchPage(browser, code, async (page) => {
    const listed = await getJson<Paged<EventRow>>(page, "/api/events?includeEnded=true&pageSize=100");
    const top = Math.max(0, ...listed.rows.map((row) => row.id)) + PROBE_MARGIN;
    const answers = await probeAll(
      page,
      range(1, top).map((id) => `/api/events/${id}`),
    );
    const secret = answers
      .map((answer) => answer.body as EventDetailAnswer | null)
      .find((body) => body?.isSecret);
    if (!secret) throw new Error(`${code}: no secret event found`);
    return secret;
  });
}

/** The clinic's unpublished product and the preview token that opens it. */
export function findDraftProduct(browser: Browser, code: DemoSite) {
  const token = demoPreviewToken(code, "product");
  return withScratchPage(browser, code, async (page) => {
    const listed = await getJson<Paged<ProductRow>>(page, "/api/products?pageSize=100");
    const top = Math.max(0, ...listed.rows.map((row) => row.id)) + PROBE_MARGIN;
    const answers = await probeAll(
      page,
      range(1, top).map((id) => `/api/products/${id}?previewToken=${token}`),
    );
    const draft = answers
      .map((answer) => answer.body as ProductDetailAnswer | null)
      .find((body) => body && !body.isPublished);
    if (!draft) throw new Error(`${code}: no unpublished product found`);
    return { product: draft, token };
  });
}

export interface BrandingAnswer {
  id: number;
  title: string;
  isPublished: boolean;
  products: ProductRow[];
}

/** The clinic's brandings (published ones by id, and the draft with its token). */
export function findBrandings(browser: Browser, code: DemoSite) {
  const token = demoPreviewToken(code, "branding");
  return withScratchPage(browser, code, async (page) => {
    const answers = await probeAll(
      page,
      range(1, PROBE_MARGIN).map((id) => `/api/customer/brandings/${id}?previewToken=${token}`),
    );
    const found = answers.flatMap((answer) => (answer.body ? [answer.body as BrandingAnswer] : []));
    const draft = found.find((branding) => !branding.isPublished);
    const published = found.filter((branding) => branding.isPublished);
    if (!draft || published.length === 0) throw new Error(`${code}: demo brandings not found`);
    return { draft, published, token };
  });
}
