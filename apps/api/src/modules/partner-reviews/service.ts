import { type Database, withTenant } from "@clinic/db";
import type { PartnerReview } from "@clinic/shared";
import { notFound } from "../../lib/http-error";
import { findVisibleReview, findVisibleReviews, type ReviewRow } from "./repository";

export interface PartnerReviewPage {
  rows: PartnerReview[];
  total: number;
  page: number;
  pageSize: number;
  averageRating: number | null;
}

export interface PartnerReviewService {
  /** Visible reviews newest first, one page, with the mean rating of all visible reviews (one decimal). */
  listVisible(partnerId: number, paging: { page: number; pageSize: number }): Promise<PartnerReviewPage>;
  /** One visible review of this clinic; 404 otherwise. */
  getVisible(partnerId: number, id: number): Promise<PartnerReview>;
}

function toReview(row: ReviewRow): PartnerReview {
  return {
    id: row.id,
    authorName: row.authorName,
    rating: row.rating,
    content: row.content,
    productName: row.productName,
    imageUrls: row.imageUrls,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createPartnerReviewService(database: Database): PartnerReviewService {
  return {
    async listVisible(partnerId, { page, pageSize }) {
      const found = await withTenant(database.db, partnerId, (tx) =>
        findVisibleReviews(tx, partnerId, { limit: pageSize, offset: (page - 1) * pageSize }),
      );
      return {
        rows: found.rows.map(toReview),
        total: found.total,
        page,
        pageSize,
        averageRating: found.averageRating,
      };
    },
    async getVisible(partnerId, id) {
      const found = await withTenant(database.db, partnerId, (tx) => findVisibleReview(tx, partnerId, id));
      if (!found) throw notFound("partner review not found");
      return toReview(found);
    },
  };
}
