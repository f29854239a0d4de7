import { desc, eq, schema, sql } from "@clinic/db";
import { type ConsolePartnerReviewBody, consolePartnerReviewBodySchema } from "@clinic/shared";
import type { z } from "zod";
import type { ContentEntity } from "../../entity";

const { partnerReviews } = schema;
type Body = z.output<typeof consolePartnerReviewBodySchema>;

/**
 * Visitors' reviews, written through review links. The clinic moderates only: it shows or hides a review (and
 * moves it to the trash) but never writes one or changes a visitor's words, so there is no create. The list
 * carries what moderation reads: the text as the title; rating, author, treatment, photos and day below it.
 */
export const partnerReviewEntity: ContentEntity<Body> = {
  key: "partner-reviews",
  label: "고객 후기",
  body: consolePartnerReviewBodySchema,
  columns: {
    table: partnerReviews,
    id: partnerReviews.id,
    deletedAt: partnerReviews.deletedAt,
    visible: partnerReviews.isVisible,
    order: [desc(partnerReviews.createdAt), desc(partnerReviews.id)],
    title: partnerReviews.content,
    subtitle: sql<string>`concat_ws(' · ',
      repeat('★', ${partnerReviews.rating}) || repeat('☆', 5 - ${partnerReviews.rating}),
      ${partnerReviews.authorName},
      ${partnerReviews.productName},
      case when cardinality(${partnerReviews.imageUrls}) > 0
        then '사진 ' || cardinality(${partnerReviews.imageUrls}) || '장' end,
      to_char(${partnerReviews.createdAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD'))`,
    search: [partnerReviews.content, partnerReviews.authorName, partnerReviews.productName],
  },
  async read(tx, id) {
    const [row] = await tx
      .select({ isVisible: partnerReviews.isVisible })
      .from(partnerReviews)
      .where(eq(partnerReviews.id, id));
    if (!row) return null;
    const body: ConsolePartnerReviewBody = { isVisible: row.isVisible };
    return body;
  },
  async apply(tx, _partnerId, id, body) {
    await tx.update(partnerReviews).set({ isVisible: body.isVisible }).where(eq(partnerReviews.id, id));
  },
  // Reviews have no page of their own: the home page shows the newest.
  previewPath: () => "/#reviews",
};
