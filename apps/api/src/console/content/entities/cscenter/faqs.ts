import { HttpError } from "@api/lib/http-error";
import { and, asc, eq, isNull, schema, sql, type Tx } from "@clinic/db";
import { type ConsoleFaqBody, consoleFaqBodySchema } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { z } from "zod";
import type { ContentEntity } from "../../entity";

const { faqGroups, faqs } = schema;
type Body = z.output<typeof consoleFaqBodySchema>;

const PICK_GROUP = "FAQ 분류를 목록에서 고르세요.";

/** The group must be a live FAQ group of this clinic (row-level security hides other clinics' groups). */
async function requireGroup(tx: Tx, groupId: number): Promise<void> {
  const [row] = await tx
    .select({ id: faqGroups.id })
    .from(faqGroups)
    .where(and(eq(faqGroups.id, groupId), isNull(faqGroups.deletedAt)));
  if (!row)
    throw new HttpError(400, "unknown body.faqGroupId", PICK_GROUP, [
      { path: "body.faqGroupId", message: PICK_GROUP },
    ]);
}

// The answer is stored sanitised, exactly as the storefront renders it.
const faqValues = (body: Body) => ({
  faqGroupId: body.faqGroupId,
  question: body.question,
  answerHtml: sanitizeRichText(body.answerHtml),
  isVisible: body.isVisible,
});

/** Questions of /cscenter/faq; the site orders them by their group's weight, then by their own. */
export const faqEntity: ContentEntity<Body> = {
  key: "faqs",
  label: "자주 묻는 질문",
  body: consoleFaqBodySchema,
  columns: {
    table: faqs,
    id: faqs.id,
    deletedAt: faqs.deletedAt,
    visible: faqs.isVisible,
    weight: faqs.weight,
    order: [asc(faqs.weight)],
    title: faqs.question,
    subtitle: sql<
      string | null
    >`(select ${faqGroups.name} from ${faqGroups} where ${faqGroups.id} = ${faqs.faqGroupId})`,
    search: [faqs.question],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(faqs).where(eq(faqs.id, id));
    if (!row) return null;
    const body: ConsoleFaqBody = {
      faqGroupId: row.faqGroupId,
      question: row.question,
      answerHtml: row.answerHtml,
      isVisible: row.isVisible,
    };
    return body;
  },
  async create(tx, partnerId, body) {
    // New questions go last, in the console's list and in their group on the site.
    const [last] = await tx.select({ weight: sql<number>`coalesce(max(${faqs.weight}), 0)` }).from(faqs);
    const [row] = await tx
      .insert(faqs)
      .values({ ...faqValues(body), isVisible: false, partnerId, weight: (last?.weight ?? 0) + 1 })
      .returning({ id: faqs.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  },
  async apply(tx, _partnerId, id, body) {
    await tx.update(faqs).set(faqValues(body)).where(eq(faqs.id, id));
  },
  check: (tx, body) => requireGroup(tx, body.faqGroupId),
  previewPath: () => "/cscenter/faq",
};
