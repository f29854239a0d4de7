import { notFound } from "@api/lib/http-error";
import { idIn, LISTED_PRODUCT } from "@api/storefront/products/sql";
import { toProductSummary } from "@api/storefront/products/summary";
import { findSummaryRows } from "@api/storefront/products/summary-repository";
import { translateSummaries } from "@api/storefront/products/translated";
import { type Database, sql, type Tx, withTenant } from "@clinic/db";
import type { Language, ProductSummary } from "@clinic/shared";
import { deleteViews, findRecentEntries, isListedProduct, productExists, recordView } from "./repository";

export interface RecentProduct {
  viewedAt: string;
  product: ProductSummary;
}

/**
 * A visitor's recently viewed products; `visitor` is the opaque id the web server keeps in a cookie. `language`:
 * the products' names and categories in that language where the clinic translated them (issue 29), as the
 * product lists answer them; Korean when absent.
 */
export interface RecentProductService {
  list(partnerId: number, visitor: string, language?: Language): Promise<RecentProduct[]>;
  /** 404 when the product is not one the storefront shows (unpublished, secret, unknown, another clinic's). */
  add(partnerId: number, visitor: string, productId: number, language?: Language): Promise<RecentProduct[]>;
  /** 404 when the product is unknown to this clinic; removing one not in the list is a no-op. */
  remove(
    partnerId: number,
    visitor: string,
    productId: number,
    language?: Language,
  ): Promise<RecentProduct[]>;
  clear(partnerId: number, visitor: string): Promise<RecentProduct[]>;
}

/** The newest views whose products are still shown (an unpublished product drops out), in two queries. */
async function listIn(
  tx: Tx,
  partnerId: number,
  visitor: string,
  language: Language | undefined,
): Promise<RecentProduct[]> {
  const entries = await findRecentEntries(tx, partnerId, visitor);
  if (entries.length === 0) return [];
  const rows = await findSummaryRows(tx, partnerId, {
    where: sql`${LISTED_PRODUCT} and ${idIn(
      sql`p.id`,
      entries.map((entry) => entry.productId),
    )}`,
    orderBy: sql`p.id`,
    limit: entries.length,
  });
  const products = await translateSummaries(tx, language, rows.map(toProductSummary));
  const byId = new Map(products.map((product) => [product.id, product]));
  return entries.flatMap(({ productId, viewedAt }) => {
    const product = byId.get(productId);
    return product ? [{ viewedAt: viewedAt.toISOString(), product }] : [];
  });
}

export function createRecentProductService(database: Database): RecentProductService {
  const inTenant = <T>(partnerId: number, fn: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, fn);
  return {
    list: (partnerId, visitor, language) =>
      inTenant(partnerId, (tx) => listIn(tx, partnerId, visitor, language)),

    async add(partnerId, visitor, productId, language) {
      const rows = await inTenant(partnerId, async (tx) => {
        if (!(await isListedProduct(tx, partnerId, productId))) return null;
        await recordView(tx, partnerId, visitor, productId);
        return listIn(tx, partnerId, visitor, language);
      });
      if (!rows) throw notFound("product not found");
      return rows;
    },

    async remove(partnerId, visitor, productId, language) {
      const rows = await inTenant(partnerId, async (tx) => {
        if (!(await productExists(tx, partnerId, productId))) return null;
        await deleteViews(tx, partnerId, visitor, productId);
        return listIn(tx, partnerId, visitor, language);
      });
      if (!rows) throw notFound("product not found");
      return rows;
    },

    clear: (partnerId, visitor) =>
      inTenant(partnerId, async (tx) => {
        await deleteViews(tx, partnerId, visitor);
        return [];
      }),
  };
}
