import { notFound } from "@api/lib/http-error";
import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { DEFAULT_PRODUCT_ORDER } from "@api/storefront/products/filters";
import { previewAllowed } from "@api/storefront/products/preview";
import { LISTED_PRODUCT } from "@api/storefront/products/sql";
import { toProductSummary } from "@api/storefront/products/summary";
import { findSummaryRows } from "@api/storefront/products/summary-repository";
import { translateSummaries } from "@api/storefront/products/translated";
import { type OverlaySpec, translateRow } from "@api/storefront/translations/overlay";
import { type Database, sql, withTenant } from "@clinic/db";
import { type Branding, type Language, MAX_PAGE_SIZE } from "@clinic/shared";
import { findBranding } from "./repository";

/** A branding story's texts in another language (issue 29). */
const BRANDING_TEXTS: OverlaySpec<Branding> = {
  entity: "brandings",
  idOf: (row) => row.id,
  fields: { title: "title", subtitle: "subtitle", contentHtml: "contentHtml" },
};

export interface BrandingService {
  /** A published branding, or an unpublished one with its preview token; 404 otherwise. */
  get(
    partnerId: number,
    id: number,
    previewToken: string | undefined,
    language?: Language,
  ): Promise<Branding>;
}

/**
 * A published branding depends on the clinic and its id alone, so it may be held per clinic; one opened with a
 * preview token may be unpublished (its editor's view) and never is. Its product cards show the events that are
 * not over (Asia/Seoul): at midnight a held answer may still show an ended event's badge for up to the cache's TTL.
 */
export function createBrandingService(database: Database, cache: PublicAnswers = UNCACHED): BrandingService {
  const read = async (
    partnerId: number,
    id: number,
    previewToken: string | undefined,
    language: Language | undefined,
  ): Promise<Branding> => {
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
      const branding: Branding = {
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        contentHtml: row.contentHtml,
        heroImageUrl: row.heroImageUrl,
        isPublished: row.isPublished,
        updatedAt: row.updatedAt.toISOString(),
        products: await translateSummaries(tx, language, products.map(toProductSummary)),
      };
      return translateRow(tx, language, branding, BRANDING_TEXTS);
    });
    if (!found) throw notFound("branding not found");
    return found;
  };
  return {
    get: (partnerId, id, previewToken, language) =>
      previewToken === undefined
        ? cache.answer(partnerId, answerKey("branding", { id, language }), () =>
            read(partnerId, id, undefined, language),
          )
        : read(partnerId, id, previewToken, language),
  };
}
