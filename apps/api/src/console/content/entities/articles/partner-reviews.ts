import { desc, schema, sql } from "@clinic/db";
import { consolePartnerReviewBodySchema } from "@clinic/shared";
import { tableEntity } from "../../table-entity";

/**
 * Visitors' reviews, written through review links. The clinic moderates only: it shows or hides a review (and
 * moves it to the trash) but never writes one or changes a visitor's words, so there is no create. The list
 * carries what moderation reads: the text as the title; rating, author, treatment, photos and day below it.
 */
export const partnerReviewEntity = tableEntity({
  key: "partner-reviews",
  label: "고객 후기",
  body: consolePartnerReviewBodySchema,
  table: schema.partnerReviews,
  visible: "isVisible",
  order: (t) => [desc(t.createdAt), desc(t.id)],
  list: (t) => ({
    title: t.content,
    subtitle: sql<string>`concat_ws(' · ',
      repeat('★', ${t.rating}) || repeat('☆', 5 - ${t.rating}),
      ${t.authorName},
      ${t.productName},
      case when cardinality(${t.imageUrls}) > 0
        then '사진 ' || cardinality(${t.imageUrls}) || '장' end,
      to_char(${t.createdAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD'))`,
    search: [t.content, t.authorName, t.productName],
  }),
  fields: ["isVisible"],
  creates: false,
  // Reviews have no page of their own: the home page shows the newest.
  previewPath: () => "/#reviews",
});
