import { findClinicRow } from "@api/lib/clinic-rows";
import { and, asc, desc, eq, lte, schema, type Tx } from "@clinic/db";

const { terms, termsHistories } = schema;

export type TermRow = typeof terms.$inferSelect;
export type TermHistoryRow = typeof termsHistories.$inferSelect;

export async function findTermsOfTarget(tx: Tx, partnerId: number, target: string): Promise<TermRow[]> {
  return tx
    .select()
    .from(terms)
    .where(and(eq(terms.partnerId, partnerId), eq(terms.target, target), eq(terms.isVisible, true)))
    .orderBy(asc(terms.id));
}

export async function findTermByTitle(
  tx: Tx,
  partnerId: number,
  termTitle: string,
  target: string,
): Promise<TermRow | null> {
  return findClinicRow(
    tx,
    terms,
    partnerId,
    eq(terms.termTitle, termTitle),
    eq(terms.target, target),
    eq(terms.isVisible, true),
  );
}

/** Whether the clinic shows this term (a hidden term's versions are not disclosed either). */
export async function termExists(tx: Tx, partnerId: number, id: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.partnerId, partnerId), eq(terms.id, id), eq(terms.isVisible, true)));
  return found !== undefined;
}

/** Versions of a term in effect on `today` (YYYY-MM-DD) or earlier, newest first; the first is the current one. */
export async function findEffectiveHistories(
  tx: Tx,
  partnerId: number,
  termId: number,
  today: string,
  only?: { historyId?: number; limit?: number },
): Promise<TermHistoryRow[]> {
  const query = tx
    .select()
    .from(termsHistories)
    .where(
      and(
        eq(termsHistories.partnerId, partnerId),
        eq(termsHistories.termId, termId),
        lte(termsHistories.effectiveDate, today),
        only?.historyId === undefined ? undefined : eq(termsHistories.id, only.historyId),
      ),
    )
    .orderBy(desc(termsHistories.effectiveDate), desc(termsHistories.id));
  return only?.limit === undefined ? query : query.limit(only.limit);
}
