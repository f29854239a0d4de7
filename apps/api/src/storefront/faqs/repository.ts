import { visibleInClinicOrder } from "@api/lib/clinic-order";
import type { Paging, RowsPage } from "@api/lib/table-page";
import { containsPattern, withoutMarkup } from "@api/lib/text-match";
import { and, asc, count, eq, or, type SQL, schema, sql, type Tx } from "@clinic/db";

const { faqGroups, faqs } = schema;

export type FaqGroupRow = typeof faqGroups.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;

/** Visible questions of visible groups, optionally of one group and matching a keyword. */
function visibleFaqs(partnerId: number, query: { keyword?: string; groupId?: number }): SQL | undefined {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  return and(
    eq(faqs.partnerId, partnerId),
    eq(faqs.isVisible, true),
    eq(faqGroups.isVisible, true),
    query.groupId === undefined ? undefined : eq(faqs.faqGroupId, query.groupId),
    // The answer is matched without its markup, so a keyword never hits a tag or attribute name.
    pattern === undefined
      ? undefined
      : or(sql`${faqs.question} ilike ${pattern}`, sql`${withoutMarkup(faqs.answerHtml)} ilike ${pattern}`),
  );
}

const groupOfFaq = and(eq(faqGroups.partnerId, faqs.partnerId), eq(faqGroups.id, faqs.faqGroupId));
/** The FAQ page's order: groups by weight, questions by weight inside their group (ids break ties). */
const FAQ_ORDER = [asc(faqGroups.weight), asc(faqGroups.id), asc(faqs.weight), asc(faqs.id)];

export async function findVisibleFaqs(
  tx: Tx,
  partnerId: number,
  query: { keyword?: string; groupId?: number },
  paging?: Paging,
): Promise<RowsPage<FaqRow>> {
  const where = visibleFaqs(partnerId, query);
  const ordered = tx
    .select({ faq: faqs })
    .from(faqs)
    .innerJoin(faqGroups, groupOfFaq)
    .where(where)
    .orderBy(...FAQ_ORDER);
  const found = paging ? await ordered.limit(paging.limit).offset(paging.offset) : await ordered;
  const [counted] = await tx
    .select({ total: count() })
    .from(faqs)
    .innerJoin(faqGroups, groupOfFaq)
    .where(where);
  return { rows: found.map((row) => row.faq), total: counted?.total ?? 0 };
}

export function findVisibleGroups(tx: Tx, partnerId: number): Promise<FaqGroupRow[]> {
  return visibleInClinicOrder(tx, faqGroups, partnerId);
}
