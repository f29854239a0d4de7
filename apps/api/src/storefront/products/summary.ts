import type { ProductSummary } from "@clinic/shared";
import type { ProductSummaryRow } from "./summary-repository";

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Rows to skip for a 1-based page. */
export const offsetOf = ({ page, pageSize }: { page: number; pageSize: number }) => (page - 1) * pageSize;

/**
 * The price a card shows and what it was before the discount. An original price that is not above the price is
 * no discount at all, so it is dropped rather than shown struck through.
 */
export function pricing<P extends number | null>(
  price: P,
  originalPrice: number | null,
): { price: P; originalPrice: number | null; discountRate: number | null } {
  if (price === null || originalPrice === null || originalPrice <= price) {
    return { price, originalPrice: null, discountRate: null };
  }
  return { price, originalPrice, discountRate: Math.round(((originalPrice - price) / originalPrice) * 100) };
}

export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    summary: row.summary,
    thumbnailUrl: row.thumbnailUrl,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    customBadges: row.customBadges,
    tags: row.tags,
    isRecommend: row.isRecommend,
    ...pricing(row.price, row.originalPrice),
    eventIds: row.eventIds,
  };
}
