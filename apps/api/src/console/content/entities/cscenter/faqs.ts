import { HttpError } from "@api/lib/http-error";
import { and, eq, isNull, schema, sql, type Tx } from "@clinic/db";
import { consoleFaqBodySchema } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import { tableEntity } from "../../table-entity";

const { faqGroups, faqs } = schema;

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

/** Questions of /cscenter/faq; the site orders them by their group's weight, then by their own. */
export const faqEntity = tableEntity({
  key: "faqs",
  label: "자주 묻는 질문",
  body: consoleFaqBodySchema,
  table: faqs,
  visible: "isVisible",
  // New questions go last, in the console's list and in their group on the site.
  order: "weight",
  list: (t) => ({
    title: t.question,
    subtitle: sql<
      string | null
    >`(select ${faqGroups.name} from ${faqGroups} where ${faqGroups.id} = ${t.faqGroupId})`,
    search: [t.question],
  }),
  fields: ["faqGroupId", "question", "answerHtml", "isVisible"],
  // The answer is stored sanitised, exactly as the storefront renders it.
  written: (body) => ({ answerHtml: sanitizeRichText(body.answerHtml) }),
  check: (tx, body) => requireGroup(tx, body.faqGroupId),
  previewPath: () => "/cscenter/faq",
});
