/**
 * The visitor's recently viewed treatments, through the same-origin /api pass-through (the web server adds the
 * visitor id from its HttpOnly cookie). Browser-only calls; failures are not the visitor's problem, so they are
 * logged as warnings and the strip simply stays empty. The lists are asked for in the page's language (issue 29),
 * as the web server asks for the product lists.
 */

import type { Language } from "@clinic/shared";
import type { CallResult } from "@clinic/shared/contract/endpoint";
import { call } from "@/features/api/browser-call";

export interface RecentProduct {
  id: number;
  name: string;
  thumbnailUrl: string | null;
  categoryName: string;
  /** The keys the API answered in the asked language (`name`, `categoryName`); the rest are the clinic's Korean. */
  translated: string[];
}

/** The query of a list read in `language`: nothing for Korean (the API's default), as the server's calls do. */
export const languageQuery = (language: Language): { languageCode?: Language } =>
  language === "ko" ? {} : { languageCode: language };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The products of a GET /recent-products answer ({rows: [{viewedAt, product}]}), newest first; null if malformed. */
export function parseRecentProducts(body: unknown): RecentProduct[] | null {
  if (!isRecord(body) || !Array.isArray(body.rows)) return null;
  const products: RecentProduct[] = [];
  for (const row of body.rows) {
    const product = isRecord(row) ? row.product : null;
    if (!isRecord(product) || typeof product.id !== "number" || typeof product.name !== "string") return null;
    products.push({
      id: product.id,
      name: product.name,
      thumbnailUrl: typeof product.thumbnailUrl === "string" ? product.thumbnailUrl : null,
      categoryName: typeof product.categoryName === "string" ? product.categoryName : "",
      translated: Array.isArray(product.translated)
        ? product.translated.filter((key): key is string => typeof key === "string")
        : [],
    });
  }
  return products;
}

/** Whether the call succeeded; a failure is only logged. No sign-out rule: this strip is no form. */
async function succeeded<T>(name: string, pending: Promise<CallResult<T>>): Promise<CallResult<T>> {
  const result = await pending;
  if (!result.ok) console.warn(`[recent-products] ${name}: ${result.status} ${result.error.message}`);
  return result;
}

const QUIET = { sessionRule: false } as const;

export async function loadRecentProducts(language: Language): Promise<RecentProduct[]> {
  const result = await succeeded(
    "recentProducts",
    call("recentProducts", { query: languageQuery(language) }, QUIET),
  );
  if (!result.ok) return [];
  const products = parseRecentProducts(result.data);
  if (products === null) console.warn("[recent-products] unexpected answer");
  return products ?? [];
}

export const recordRecentProduct = async (productId: number, language: Language) =>
  (
    await succeeded(
      "recordRecentProduct",
      call("recordRecentProduct", { query: languageQuery(language), body: { productId } }, QUIET),
    )
  ).ok;

export const removeRecentProduct = async (productId: number, language: Language) =>
  (
    await succeeded(
      "removeRecentProduct",
      call("removeRecentProduct", { params: { id: productId }, query: languageQuery(language) }, QUIET),
    )
  ).ok;

export const clearRecentProducts = async () =>
  (await succeeded("clearRecentProducts", call("clearRecentProducts", {}, QUIET))).ok;
