import { HttpError } from "@api/lib/http-error";
import { and, desc, eq, ne, schema, type Tx } from "@clinic/db";
import type { ConsoleTermVersion } from "@clinic/shared";

const { terms, termsHistories } = schema;

export type TermVersionRow = typeof termsHistories.$inferSelect;

/**
 * A term's versions, newest first: by effective date, then the later stored one. This is the storefront's order
 * too (its current version is the first one in effect), so "newest" means the same thing in console and site.
 */
export function versionsOf(tx: Tx, termId: number, limit?: number): Promise<TermVersionRow[]> {
  const query = tx
    .select()
    .from(termsHistories)
    .where(eq(termsHistories.termId, termId))
    .orderBy(desc(termsHistories.effectiveDate), desc(termsHistories.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function newestVersion(tx: Tx, termId: number): Promise<TermVersionRow | null> {
  const [row] = await versionsOf(tx, termId, 1);
  return row ?? null;
}

/** Each version's state on `today` (YYYY-MM-DD): the first in effect is current, later ones scheduled. */
export function withStates(rows: TermVersionRow[], today: string): ConsoleTermVersion[] {
  let currentSeen = false;
  return rows.map((row) => {
    let state: ConsoleTermVersion["state"] = "PAST";
    if (row.effectiveDate > today) state = "SCHEDULED";
    else if (!currentSeen) {
      state = "CURRENT";
      currentSeen = true;
    }
    return { id: row.id, version: row.version, effectiveDate: row.effectiveDate, state };
  });
}

const DUPLICATE = "같은 종류와 대상의 약관이 이미 있습니다. 휴지통에 있는 약관도 확인해 주세요.";

/**
 * A clinic has one term per kind and audience (a unique key). Checked first so the answer is a 409 naming the
 * field; the key still guards a race, and `isUniqueViolation` turns that into the same 409.
 */
export async function requireFreeKind(
  tx: Tx,
  body: { termTitle: string; target: string },
  exceptId?: number,
): Promise<void> {
  const [taken] = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(
      and(
        eq(terms.termTitle, body.termTitle),
        eq(terms.target, body.target),
        exceptId === undefined ? undefined : ne(terms.id, exceptId),
      ),
    );
  if (taken) throw duplicateKind();
}

export const duplicateKind = () =>
  new HttpError(409, "term of this kind exists", DUPLICATE, [{ path: "body.termTitle", message: DUPLICATE }]);

export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === "23505") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
