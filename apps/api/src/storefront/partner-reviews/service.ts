import { notFound } from "@api/lib/http-error";
import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import type { PartnerReview } from "@clinic/shared";
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

/**
 * Visible reviews are the same for every visitor of a clinic, so they may be held per clinic (a review written
 * through a review link is a change of partner_reviews, announced like the console's).
 */
export function createPartnerReviewService(
  database: Database,
  cache: PublicAnswers = UNCACHED,
): PartnerReviewService {
  return {
    listVisible: (partnerId, { page, pageSize }) =>
      cache.answer(partnerId, answerKey("partner-reviews", { page, pageSize }), async () => {
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
      }),
    getVisible: (partnerId, id) =>
      cache.answer(partnerId, answerKey("partner-review", { id }), async () => {
        const found = await withTenant(database.db, partnerId, (tx) => findVisibleReview(tx, partnerId, id));
        if (!found) throw notFound("partner review not found");
        return toReview(found);
      }),
  };
}
