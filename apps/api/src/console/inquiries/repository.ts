import { type Locking, lockClinicRow } from "@api/lib/clinic-rows";
import { type Paging, type RowsPage, tablePage } from "@api/lib/table-page";
import { containsPattern } from "@api/lib/text-match";
import { and, count, desc, eq, isNotNull, isNull, or, type SQL, schema, sql, type Tx } from "@clinic/db";
import type { InquiryFilter } from "@clinic/shared";

const { inquiries, staffAccounts } = schema;

export type InquiryRow = typeof inquiries.$inferSelect;

export interface InquiryListFilter {
  status: InquiryFilter;
  category?: string | undefined;
  q?: string | undefined;
}

/** Phones are stored as digits: "010-1234" finds "0101234…", so the keyword's digits are matched on their own. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, "");
  return or(
    sql`${inquiries.name} ilike ${pattern}`,
    sql`${inquiries.email} ilike ${pattern}`,
    sql`${inquiries.content} ilike ${pattern}`,
    digits.length > 0 ? sql`${inquiries.phone} like ${containsPattern(digits)}` : undefined,
  );
}

const byStatus = (status: InquiryFilter): SQL | undefined =>
  status === "handled"
    ? isNotNull(inquiries.handledAt)
    : status === "unhandled"
      ? isNull(inquiries.handledAt)
      : undefined;

/** One page of the clinic's inquiries, newest first. */
export async function findInquiries(
  tx: Tx,
  partnerId: number,
  filter: InquiryListFilter,
  paging: Paging,
): Promise<RowsPage<InquiryRow>> {
  const where = and(
    eq(inquiries.partnerId, partnerId),
    byStatus(filter.status),
    filter.category === undefined ? undefined : eq(inquiries.category, filter.category),
    matching(filter.q),
  );
  return tablePage(tx, inquiries, where, [desc(inquiries.createdAt), desc(inquiries.id)], paging);
}

export async function countUnhandled(tx: Tx, partnerId: number): Promise<number> {
  const [counted] = await tx
    .select({ n: count() })
    .from(inquiries)
    .where(and(eq(inquiries.partnerId, partnerId), isNull(inquiries.handledAt)));
  return counted?.n ?? 0;
}

/**
 * One inquiry and the name of the account that handled it. Row-level security shows only this clinic's accounts,
 * so a platform operator who handled it is left unnamed.
 */
export async function findInquiry(
  tx: Tx,
  partnerId: number,
  id: number,
  options: Locking = {},
): Promise<{ inquiry: InquiryRow; handledByName: string | null } | null> {
  if (options.forUpdate) {
    const locked = await lockClinicRow(tx, inquiries, partnerId, eq(inquiries.id, id));
    return locked ? { inquiry: locked, handledByName: null } : null;
  }
  const [found] = await tx
    .select({ inquiry: inquiries, handledByName: staffAccounts.name })
    .from(inquiries)
    .leftJoin(staffAccounts, eq(staffAccounts.id, inquiries.handledBy))
    .where(and(eq(inquiries.partnerId, partnerId), eq(inquiries.id, id)));
  return found ?? null;
}

/** Marks an inquiry handled by `staffId` now, or waiting again (staffId null). */
export async function setHandled(
  tx: Tx,
  partnerId: number,
  id: number,
  staffId: number | null,
): Promise<void> {
  await tx
    .update(inquiries)
    .set(
      staffId === null
        ? { handledAt: null, handledBy: null, status: "RECEIVED" }
        : { handledAt: sql`now()`, handledBy: staffId, status: "HANDLED" },
    )
    .where(and(eq(inquiries.partnerId, partnerId), eq(inquiries.id, id)));
}
