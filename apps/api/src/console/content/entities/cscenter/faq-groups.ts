import { asc, eq, schema, sql } from "@clinic/db";
import { type ConsoleFaqGroupBody, consoleFaqGroupBodySchema } from "@clinic/shared";
import type { z } from "zod";
import type { ContentEntity } from "../../entity";

const { faqGroups, faqs } = schema;
type Body = z.output<typeof consoleFaqGroupBodySchema>;

/** The headings of /cscenter/faq: the site shows visible groups by weight, each with its visible questions. */
export const faqGroupEntity: ContentEntity<Body> = {
  key: "faq-groups",
  label: "FAQ 분류",
  body: consoleFaqGroupBodySchema,
  columns: {
    table: faqGroups,
    id: faqGroups.id,
    deletedAt: faqGroups.deletedAt,
    visible: faqGroups.isVisible,
    weight: faqGroups.weight,
    order: [asc(faqGroups.weight)],
    title: faqGroups.name,
    // The console shows how many questions a group holds (those in the trash not counted).
    subtitle: sql<string>`'질문 ' || (select count(*) from ${faqs} where ${faqs.faqGroupId} = ${faqGroups.id} and ${faqs.deletedAt} is null) || '개'`,
    search: [faqGroups.name],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(faqGroups).where(eq(faqGroups.id, id));
    if (!row) return null;
    const body: ConsoleFaqGroupBody = { name: row.name, isVisible: row.isVisible };
    return body;
  },
  async create(tx, partnerId, body) {
    const [last] = await tx
      .select({ weight: sql<number>`coalesce(max(${faqGroups.weight}), 0)` })
      .from(faqGroups);
    const [row] = await tx
      .insert(faqGroups)
      .values({ name: body.name, isVisible: false, partnerId, weight: (last?.weight ?? 0) + 1 })
      .returning({ id: faqGroups.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  },
  async apply(tx, _partnerId, id, body) {
    await tx
      .update(faqGroups)
      .set({ name: body.name, isVisible: body.isVisible })
      .where(eq(faqGroups.id, id));
  },
  previewPath: () => "/cscenter/faq",
};
