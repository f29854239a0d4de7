import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { partnerId } from "./columns";

/**
 * How a clinic's messages go out (issue 26): who hears the staff alerts, and when patients are reminded.
 * A clinic without a row has the defaults (no alert recipients, the day-before reminder at 18:00).
 */
export const messageSettings = pgTable("message_settings", {
  partnerId: partnerId().primaryKey(),
  /** Staff alert addresses and mobile numbers (digits only). */
  alertEmails: text("alert_emails").array().notNull().default(sql`'{}'::text[]`),
  alertPhones: text("alert_phones").array().notNull().default(sql`'{}'::text[]`),
  /** Alert kinds the clinic wants (NEW_BOOKING, NEW_REQUEST, PATIENT_CANCELLED, PATIENT_RESCHEDULED, NEW_INQUIRY). */
  alertKinds: text("alert_kinds")
    .array()
    .notNull()
    .default(sql`'{NEW_BOOKING,NEW_REQUEST,PATIENT_CANCELLED,PATIENT_RESCHEDULED,NEW_INQUIRY}'::text[]`),
  /** Seoul time of the day-before reminder. */
  reminderTime: time("reminder_time").notNull().default("18:00"),
  sameDayReminder: boolean("same_day_reminder").notNull().default(false),
  /** Seoul time of the same-day reminder; a booking that starts before it gets none. */
  sameDayTime: time("same_day_time").notNull().default("09:00"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A clinic's own wording of one message kind; a kind without a row uses the platform's default text. */
export const messageTemplates = pgTable(
  "message_templates",
  {
    partnerId: partnerId(),
    kind: text("kind").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** The text with #{변수} placeholders (the 알림톡 notation). */
    body: text("body").notNull(),
    /** The provider's approved 알림톡 template code; without one the message goes as SMS/LMS. */
    alimtalkTemplateCode: text("alimtalk_template_code"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.kind] })],
);

/**
 * The transactional outbox (decision 0036): a message is written in the transaction of the change that causes it
 * and delivered later by a worker, which claims rows with FOR UPDATE SKIP LOCKED. `status` moves
 * PENDING → SENDING → SENT | FAILED; PENDING → CANCELLED (a reminder whose booking moved) or SKIPPED (no consent).
 */
export const messages = pgTable(
  "messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    partnerId: partnerId(),
    /** RESERVATION_RECEIVED, …, STAFF_NEW_BOOKING, … (shared/messaging.ts). */
    kind: text("kind").notNull(),
    /** 'PATIENT' or 'STAFF'. */
    audience: text("audience").notNull(),
    /** 'ALIMTALK' (with SMS/LMS fallback), 'SMS' or 'EMAIL'. */
    channel: text("channel").notNull(),
    /** Digits of a mobile number, or an email address. */
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    templateCode: text("template_code"),
    reservationId: integer("reservation_id"),
    inquiryId: integer("inquiry_id"),
    /** Promotional messages wait for 08:00 KST; informational ones go at any hour. */
    promotional: boolean("promotional").notNull().default(false),
    /** One message per cause: a second write of the same cause is ignored (idempotent enqueue). */
    dedupeKey: text("dedupe_key").notNull(),
    status: text("status").notNull().default("PENDING"),
    /** When it is meant to go (a reminder's time); order between one recipient's messages counts from here. */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the worker may take it next (scheduled_at, later after a failed attempt). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    /** A SENDING row whose worker died is taken again after this. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** How it actually went: 'ALIMTALK', 'SMS', 'LMS', 'EMAIL' or 'LOCAL' (the demo's outbox file). */
    deliveredVia: text("delivered_via"),
    providerMessageId: text("provider_message_id"),
    /** A staff resend copies a message into a new row that names the original. */
    resendOf: integer("resend_of"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("messages_dedupe_idx").on(t.partnerId, t.dedupeKey),
    index("messages_due_idx").on(t.nextAttemptAt).where(sql`${t.status} in ('PENDING', 'SENDING')`),
    index("messages_recipient_idx").on(t.partnerId, t.recipient, t.id),
    index("messages_partner_created_idx").on(t.partnerId, t.createdAt),
    index("messages_reservation_idx").on(t.partnerId, t.reservationId),
  ],
);
