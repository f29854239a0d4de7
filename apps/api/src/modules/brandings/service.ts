import { type Database, sql, withTenant } from "@clinic/db";
import { type Branding, MAX_PAGE_SIZE } from "@clinic/shared";
import { notFound } from "../../lib/http-error";
import { DEFAULT_PRODUCT_ORDER } from "../products/filters";
import { previewAllowed } from "../products/preview";
import { LISTED_PRODUCT } from "../products/sql";
import { toProductSummary } from "../products/summary";
import { findSummaryRows } from "../products/summary-repository";
import { findBranding } from "./repository";

export interface BrandingService {
  /** A published branding, or an unpublished one with its preview token; 404 otherwise. */
  get(partnerId: number, id: number, previewToken: string | undefined): Promise<Branding>;
}

export function createBrandingService(database: Database): BrandingService {
  return {
    async get(partnerId, id, previewToken) {
      const found = await withTenant(database.db, partnerId, async (tx) => {
        const row = await findBranding(tx, partnerId, id);
        if (!row || (!row.isPublished && !previewAllowed(row.previewToken, previewToken))) return null;
        // The treatments it introduces: its category's listed products (none when the category is secret).
        const products =
          row.categoryId === null
            ? []
            : await findSummaryRows(tx, partnerId, {
                where: sql`${LISTED_PRODUCT} and p.category_id = ${row.categoryId}`,
                orderBy: DEFAULT_PRODUCT_ORDER,
                limit: MAX_PAGE_SIZE,
              });
        return { row, products };
      });
      if (!found) throw notFound("branding not found");
      const { row, products } = found;
      return {
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        contentHtml: row.contentHtml,
        heroImageUrl: row.heroImageUrl,
        isPublished: row.isPublished,
        updatedAt: row.updatedAt.toISOString(),
        products: products.map(toProductSummary),
      };
    },
  };
}
