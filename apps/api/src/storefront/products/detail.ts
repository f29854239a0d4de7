import { notFound } from "@api/lib/http-error";
import { type Database, sql, withTenant } from "@clinic/db";
import type { Language, ProductDetail, ProductOption } from "@clinic/shared";
import { previewAllowed } from "./preview";
import {
  findProductDetailRow,
  findProductOptions,
  isInSecretLinkEvent,
  type ProductOptionRow,
} from "./repository";
import { pricing, toProductSummary } from "./summary";
import { findSummaryRows } from "./summary-repository";
import { translateDetailTexts } from "./translated";

export interface ProductDetailQuery {
  isSecret?: boolean | undefined;
  eventId?: number | undefined;
  previewToken?: string | undefined;
  languageCode?: Language | undefined;
}

function toOption(row: ProductOptionRow): ProductOption {
  return {
    id: row.id,
    name: row.name,
    ...pricing(row.price, row.originalPrice),
    durationMinutes: row.durationMinutes,
    isDefault: row.isDefault,
  };
}

/** 404 unless published and not secret, opened by its secret event link, or previewed with its token. */
export async function readProductDetail(
  database: Database,
  partnerId: number,
  id: number,
  query: ProductDetailQuery,
): Promise<ProductDetail> {
  const found = await withTenant(database.db, partnerId, async (tx) => {
    const row = await findProductDetailRow(tx, partnerId, id);
    if (!row) return null;
    const previewed = !row.isPublished && previewAllowed(row.previewToken, query.previewToken);
    if (!row.isPublished && !previewed) return null;
    // A preview shows the product as its editor will publish it, secret or not.
    if (row.isSecret && !previewed) {
      const { eventId } = query;
      if (query.isSecret !== true || eventId === undefined) return null;
      if (!(await isInSecretLinkEvent(tx, partnerId, id, eventId))) return null;
    }
    const [summary] = await findSummaryRows(tx, partnerId, {
      where: sql`p.id = ${id}`,
      orderBy: sql`p.id`,
      limit: 1,
    });
    const options = await findProductOptions(tx, partnerId, id);
    return summary ? { row, summary, options } : null;
  });
  if (!found) throw notFound("product not found");
  const { row, summary, options } = found;
  const detail: ProductDetail = {
    ...toProductSummary(summary),
    contentHtml: row.contentHtml,
    imageUrls: row.imageUrls,
    options: options.map(toOption),
    isPublished: row.isPublished,
    isSecret: row.isSecret,
    updatedAt: row.updatedAt.toISOString(),
  };
  const language = query.languageCode;
  if (language === undefined || language === "ko") return detail;
  return withTenant(database.db, partnerId, (tx) => translateDetailTexts(tx, language, detail));
}
