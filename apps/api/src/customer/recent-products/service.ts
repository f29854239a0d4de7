import { notFound } from "@api/lib/http-error";
import { idIn, LISTED_PRODUCT } from "@api/storefront/products/sql";
import { toProductSummary } from "@api/storefront/products/summary";
import { findSummaryRows } from "@api/storefront/products/summary-repository";
import { type Database, sql, type Tx, withTenant } from "@clinic/db";
import type { ProductSummary } from "@clinic/shared";
import { deleteViews, findRecentEntries, isListedProduct, productExists, recordView } from "./repository";

export interface RecentProduct {
  viewedAt: string;
  product: ProductSummary;
}

/** A visitor's recently viewed products; `visitor` is the opaque id the web server keeps in a cookie. */
export interface RecentProductService {
  list(partnerId: number, visitor: string): Promise<RecentProduct[]>;
  /** 404 when the product is not one the storefront shows (unpublished, secret, unknown, another clinic's). */
  add(partnerId: number, visitor: string, productId: number): Promise<RecentProduct[]>;
  /** 404 when the product is unknown to this clinic; removing one not in the list is a no-op. */
  remove(partnerId: number, visitor: string, productId: number): Promise<RecentProduct[]>;
  clear(partnerId: number, visitor: string): Promise<RecentProduct[]>;
}

/** The newest views whose products are still shown (an unpublished product drops out), in two queries. */
async function listIn(tx: Tx, partnerId: number, visitor: string): Promise<RecentProduct[]> {
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
  const byId = new Map(rows.map((row) => [row.id, row]));
  return entries.flatMap(({ productId, viewedAt }) => {
    const row = byId.get(productId);
    return row ? [{ viewedAt: viewedAt.toISOString(), product: toProductSummary(row) }] : [];
  });
}

export function createRecentProductService(database: Database): RecentProductService {
  const inTenant = <T>(partnerId: number, fn: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, fn);
  return {
    list: (partnerId, visitor) => inTenant(partnerId, (tx) => listIn(tx, partnerId, visitor)),

    async add(partnerId, visitor, productId) {
      const rows = await inTenant(partnerId, async (tx) => {
        if (!(await isListedProduct(tx, partnerId, productId))) return null;
        await recordView(tx, partnerId, visitor, productId);
        return listIn(tx, partnerId, visitor);
      });
      if (!rows) throw notFound("product not found");
      return rows;
    },

    async remove(partnerId, visitor, productId) {
      const rows = await inTenant(partnerId, async (tx) => {
        if (!(await productExists(tx, partnerId, productId))) return null;
        await deleteViews(tx, partnerId, visitor, productId);
        return listIn(tx, partnerId, visitor);
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
