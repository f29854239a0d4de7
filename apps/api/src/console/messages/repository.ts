import { findClinicRow } from "@api/lib/clinic-rows";
import { type Paging, type RowsPage, tablePage } from "@api/lib/table-page";
import { containsPattern } from "@api/lib/text-match";
import { and, desc, eq, or, type SQL, schema, sql, type Tx } from "@clinic/db";

const { messages } = schema;

export type MessageRow = typeof messages.$inferSelect;

export interface MessageLogFilter {
  status?: string | undefined;
  channel?: string | undefined;
  kind?: string | undefined;
  reservationId?: number | undefined;
  q?: string | undefined;
}

/**
 * Numbers are stored as digits: "010-1234" finds "0101234…", so a keyword's digits are matched on their own; an
 * address is matched as typed, in any case.
 */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, "");
  return or(
    sql`${messages.recipient} ilike ${containsPattern(q)}`,
    digits.length > 0 && /^[\d\s().+-]+$/.test(q)
      ? sql`${messages.recipient} like ${containsPattern(digits)}`
      : undefined,
  );
}

/** One page of the clinic's messages, newest first. */
export async function findMessages(
  tx: Tx,
  partnerId: number,
  filter: MessageLogFilter,
  paging: Paging,
): Promise<RowsPage<MessageRow>> {
  const where = and(
    eq(messages.partnerId, partnerId),
    filter.status === undefined ? undefined : eq(messages.status, filter.status),
    filter.channel === undefined ? undefined : eq(messages.channel, filter.channel),
    filter.kind === undefined ? undefined : eq(messages.kind, filter.kind),
    filter.reservationId === undefined ? undefined : eq(messages.reservationId, filter.reservationId),
    matching(filter.q),
  );
  return tablePage(tx, messages, where, [desc(messages.createdAt), desc(messages.id)], paging);
}

export async function findMessage(tx: Tx, partnerId: number, id: number): Promise<MessageRow | null> {
  return findClinicRow(tx, messages, partnerId, eq(messages.id, id));
}

/**
 * A staff resend: a new PENDING row with the original's text and recipient, naming the original. Its own
 * dedupe key, so the outbox's one-message-per-cause rule does not swallow it; the worker takes it like any other.
 */
export async function insertResend(tx: Tx, original: MessageRow, now: Date): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({
      partnerId: original.partnerId,
      kind: original.kind,
      audience: original.audience,
      channel: original.channel,
      recipient: original.recipient,
      subject: original.subject,
      body: original.body,
      templateCode: original.templateCode,
      reservationId: original.reservationId,
      inquiryId: original.inquiryId,
      resendOf: original.id,
      dedupeKey: `resend:${original.id}:${now.getTime()}`,
      status: "PENDING",
      scheduledAt: now,
      nextAttemptAt: now,
    })
    .returning();
  if (!row) throw new Error("resend not inserted");
  return row;
}
