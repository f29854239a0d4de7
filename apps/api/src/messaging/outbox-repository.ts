import { queryRows } from "@api/lib/query-rows";
import { and, type Db, eq, inArray, schema, sql, type Tx, withWorker } from "@clinic/db";
import type { MessageKind } from "@clinic/shared";
import { z } from "zod";
import { outsideQuietHours } from "./send-times";

const { messages } = schema;

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = Omit<
  typeof messages.$inferInsert,
  "id" | "attempts" | "lockedUntil" | "deliveredVia" | "providerMessageId" | "sentAt" | "nextAttemptAt"
>;

/**
 * Writes messages in the caller's tenant transaction (the outbox): they exist exactly when the change that caused
 * them committed. A row whose dedupe key is already there is skipped, so writing the same cause twice sends once.
 */
export async function insertMessages(tx: Tx, rows: NewMessage[], now = new Date()): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(messages)
    .values(
      rows.map((row) => {
        // A promotional message never goes between 21:00 and 08:00 KST: it waits for the morning.
        const at = row.promotional ? outsideQuietHours(row.scheduledAt ?? now) : (row.scheduledAt ?? now);
        return { ...row, scheduledAt: at, nextAttemptAt: at };
      }),
    )
    .onConflictDoNothing({ target: [messages.partnerId, messages.dedupeKey] });
}

/** A booking that moved or ended keeps none of its reminders that have not gone yet. */
export async function cancelPendingReminders(
  tx: Tx,
  partnerId: number,
  reservationId: number,
  kinds: readonly MessageKind[],
): Promise<void> {
  await tx
    .update(messages)
    .set({ status: "CANCELLED", lastError: "예약이 바뀌어 보내지 않습니다." })
    .where(
      and(
        eq(messages.partnerId, partnerId),
        eq(messages.reservationId, reservationId),
        eq(messages.status, "PENDING"),
        inArray(messages.kind, [...kinds]),
      ),
    );
}

/**
 * An invitation's link is a live secret (only its hash is kept elsewhere): once the mail has gone or failed for
 * good, the log keeps the text without it.
 */
const redactedBody = sql`case when ${messages.kind} = 'STAFF_INVITATION'
  then regexp_replace(${messages.body}, '/invite/[A-Za-z0-9_-]+', '/invite/(발송 후 가림)', 'g') else ${messages.body} end`;

/** A claimed row as the raw claim query returns it (snake_case), as the worker uses it. */
const claimedRow = z
  .object({
    id: z.coerce.number(),
    partner_id: z.number(),
    clinic_code: z.string(),
    kind: z.string(),
    channel: z.string(),
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    template_code: z.string().nullable(),
    reservation_id: z.number().nullable(),
    attempts: z.number(),
  })
  .transform(
    (row): ClaimedMessage => ({
      id: row.id,
      partnerId: row.partner_id,
      clinicCode: row.clinic_code,
      kind: row.kind,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      templateCode: row.template_code,
      reservationId: row.reservation_id,
      attempts: row.attempts,
    }),
  );

export interface ClaimedMessage {
  id: number;
  partnerId: number;
  clinicCode: string;
  kind: string;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  templateCode: string | null;
  reservationId: number | null;
  /** Including this one. */
  attempts: number;
}

/**
 * Takes up to `limit` due messages for one worker: PENDING ones whose time has come and SENDING ones whose worker
 * let the lease run out (it died mid-send). FOR UPDATE SKIP LOCKED lets any number of workers claim at once without
 * taking the same row; the lease marks them taken after this short transaction commits.
 *
 * Order per recipient: a message is not taken while an earlier one to the same recipient of the same clinic is
 * due and unfinished (waiting for a retry, or being sent by another worker), so a patient never reads "cancelled"
 * before "confirmed". A reminder scheduled for tomorrow does not hold back today's messages.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
  const claimed = await withWorker(db, (tx) =>
    queryRows(
      tx,
      sql`
        update messages m
        set status = 'SENDING',
            attempts = m.attempts + 1,
            locked_until = now() + make_interval(secs => ${leaseMs / 1000})
        where m.id in (
          select c.id from messages c
          where c.next_attempt_at <= now()
            and (c.status = 'PENDING' or (c.status = 'SENDING' and c.locked_until < now()))
            and not exists (
              select 1 from messages e
              where e.partner_id = c.partner_id
                and e.recipient = c.recipient
                and e.id < c.id
                and e.scheduled_at <= now()
                and e.status in ('PENDING', 'SENDING')
            )
          order by c.id
          limit ${limit}
          for update skip locked
        )
        returning m.id, m.partner_id, (select p.code from partners p where p.id = m.partner_id) as clinic_code, m.kind, m.channel, m.recipient, m.subject, m.body, m.template_code,
          m.reservation_id, m.attempts`,
      claimedRow,
    ),
  );
  // RETURNING keeps no order: one recipient's messages go in the order they were written.
  return claimed.sort((a, b) => a.id - b.id);
}

/** Marks a claimed message sent, if this worker still holds it (a lease that ran out may have passed it on). */
export async function markSent(
  db: Db,
  id: number,
  attempts: number,
  outcome: { via: string; providerMessageId: string | null },
): Promise<void> {
  await withWorker(db, (tx) =>
    tx
      .update(messages)
      .set({
        status: "SENT",
        sentAt: sql`now()`,
        body: redactedBody,
        lockedUntil: null,
        lastError: null,
        deliveredVia: outcome.via,
        providerMessageId: outcome.providerMessageId,
      })
      .where(and(eq(messages.id, id), eq(messages.status, "SENDING"), eq(messages.attempts, attempts))),
  );
}

/** A failure for good (the provider refused it): the reason stays for the console's log. */
export async function markFailed(db: Db, id: number, attempts: number, reason: string): Promise<void> {
  await withWorker(db, (tx) =>
    tx
      .update(messages)
      .set({ status: "FAILED", lockedUntil: null, lastError: reason, body: redactedBody })
      .where(and(eq(messages.id, id), eq(messages.status, "SENDING"), eq(messages.attempts, attempts))),
  );
}

/** A failure that may pass (5xx, timeout): back to PENDING, due again after `delayMs`. */
export async function scheduleRetry(
  db: Db,
  id: number,
  attempts: number,
  reason: string,
  delayMs: number,
): Promise<void> {
  await withWorker(db, (tx) =>
    tx
      .update(messages)
      .set({
        status: "PENDING",
        lockedUntil: null,
        lastError: reason,
        nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      })
      .where(and(eq(messages.id, id), eq(messages.status, "SENDING"), eq(messages.attempts, attempts))),
  );
}

/** Gives back a claimed message untried (an earlier one to the same recipient did not go): no attempt counted. */
export async function release(db: Db, id: number, attempts: number): Promise<void> {
  await withWorker(db, (tx) =>
    tx
      .update(messages)
      .set({ status: "PENDING", lockedUntil: null, attempts: attempts - 1 })
      .where(and(eq(messages.id, id), eq(messages.status, "SENDING"), eq(messages.attempts, attempts))),
  );
}
