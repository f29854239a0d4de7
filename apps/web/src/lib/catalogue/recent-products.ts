/**
 * The visitor's recently viewed treatments, through the same-origin /api pass-through (the web server adds the
 * visitor id from its HttpOnly cookie). Browser-only calls; failures are not the visitor's problem, so they are
 * logged as warnings and the strip simply stays empty.
 */

import {
  storefrontEndpoints as endpoints,
  sameOriginUrl,
} from "@clinic/shared/contract/storefront-endpoints";

export const RECENT_PRODUCTS_PATH = sameOriginUrl(endpoints.recentProducts);

export interface RecentProduct {
  id: number;
  name: string;
  thumbnailUrl: string | null;
  categoryName: string;
}

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
    });
  }
  return products;
}

async function call(
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown,
): Promise<Response | null> {
  try {
    const response = await fetch(path, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
    if (!response.ok) console.warn(`[recent-products] ${method} ${path}: ${response.status}`);
    return response.ok ? response : null;
  } catch (error) {
    console.warn(`[recent-products] ${method} ${path} failed`, error);
    return null;
  }
}

export async function loadRecentProducts(): Promise<RecentProduct[]> {
  const response = await call("GET", RECENT_PRODUCTS_PATH);
  if (!response) return [];
  const products = parseRecentProducts(await response.json().catch(() => null));
  if (products === null) console.warn("[recent-products] unexpected answer");
  return products ?? [];
}

export const recordRecentProduct = async (productId: number) =>
  (await call("POST", sameOriginUrl(endpoints.recordRecentProduct), { productId })) !== null;

export const removeRecentProduct = async (productId: number) =>
  (await call("DELETE", sameOriginUrl(endpoints.removeRecentProduct, { id: productId }))) !== null;

export const clearRecentProducts = async () =>
  (await call("DELETE", sameOriginUrl(endpoints.clearRecentProducts))) !== null;
