import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "./accounts";
import { productOptions } from "./catalogue";
import { partnerId } from "./columns";
import { partnerEmployees } from "./introduce";

/**
 * How a clinic takes reservations, beside homepage_configs' reservationRange/Mode/Confirm (spec 3): the slot grid,
 * how many visitors one slot holds, how early a reservation must be made and until when it may be cancelled.
 */
export const reservationSettings = pgTable("reservation_settings", {
  partnerId: partnerId().primaryKey(),
  slotMinutes: integer("slot_minutes").notNull().default(30),
  capacityPerSlot: integer("capacity_per_slot").notNull().default(2),
  minNoticeMinutes: integer("min_notice_minutes").notNull().default(120),
  cancelCutoffMinutes: integer("cancel_cutoff_minutes").notNull().default(1440),
  /** A visit (consultation) without treatments takes this long. */
  visitMinutes: integer("visit_minutes").notNull().default(30),
});

/** One date that differs from the weekly hours: a holiday (closed) or other hours. */
export const scheduleOverrides = pgTable(
  "schedule_overrides",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    date: date("date").notNull(),
    isClosed: boolean("is_closed").notNull().default(true),
    opening: time("opening"),
    closing: time("closing"),
    lunchStart: time("lunch_start"),
    lunchEnd: time("lunch_end"),
    /** Shown to visitors, e.g. '추석 연휴'. */
    note: text("note"),
  },
  (t) => [unique("schedule_overrides_partner_date_key").on(t.partnerId, t.date)],
);

/** A doctor's day off (isOff) or other hours on one date; the clinic-wide ones are scheduleOverrides. */
export const doctorScheduleOverrides = pgTable(
  "doctor_schedule_overrides",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    employeeId: integer("employee_id").notNull(),
    date: date("date").notNull(),
    isOff: boolean("is_off").notNull().default(true),
    startTime: time("start_time"),
    endTime: time("end_time"),
    note: text("note"),
  },
  (t) => [
    foreignKey({
      name: "doctor_schedule_overrides_employee_fk",
      columns: [t.partnerId, t.employeeId],
      foreignColumns: [partnerEmployees.partnerId, partnerEmployees.id],
    }).onDelete("cascade"),
    unique("doctor_schedule_overrides_date_key").on(t.partnerId, t.employeeId, t.date),
    check(
      "doctor_schedule_overrides_hours_check",
      sql`${t.isOff} OR (${t.startTime} IS NOT NULL AND ${t.endTime} IS NOT NULL AND ${t.startTime} < ${t.endTime})`,
    ),
    index("doctor_schedule_overrides_date_idx").on(t.partnerId, t.date),
  ],
);

/**
 * One person per clinic (issue 27), keyed by the mobile number members, guests and desk bookings share. Erasing
 * (privacy deletion) clears phone, name and memo and keeps the row so kept bookings still count.
 */
export const patients = pgTable(
  "patients",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    /** Null once erased. */
    phone: text("phone"),
    name: text("name").notNull(),
    /** The staff's note; never shown to the patient. */
    memo: text("memo"),
    /** When the patient agreed to the collection of personal data (desk bookings record it; the widget asks). */
    privacyConsentAt: timestamp("privacy_consent_at", { withTimezone: true }),
    /** Agreed to marketing messages (members' own choice is customers.marketingReceivable). */
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
  },
  (t) => [
    unique("patients_partner_id_id_key").on(t.partnerId, t.id),
    uniqueIndex("patients_phone_idx").on(t.partnerId, t.phone).where(sql`${t.phone} IS NOT NULL`),
    index("patients_name_idx").on(t.partnerId, t.name),
    check("patients_erased_check", sql`(${t.erasedAt} IS NULL) = (${t.phone} IS NOT NULL)`),
  ],
);

/** Cart lines of a member (customer_id) or of an anonymous visitor (guest_key = the visitor id, decision 9). */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    customerId: integer("customer_id"),
    guestKey: text("guest_key"),
    productOptionId: integer("product_option_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.partnerId, t.productOptionId],
      foreignColumns: [productOptions.partnerId, productOptions.id],
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.partnerId, t.customerId],
      foreignColumns: [customers.partnerId, customers.id],
    }).onDelete("cascade"),
    check("cart_items_owner_check", sql`(${t.customerId} IS NULL) <> (${t.guestKey} IS NULL)`),
    uniqueIndex("cart_items_customer_option_idx")
      .on(t.partnerId, t.customerId, t.productOptionId)
      .where(sql`${t.customerId} IS NOT NULL`),
    uniqueIndex("cart_items_guest_option_idx")
      .on(t.partnerId, t.guestKey, t.productOptionId)
      .where(sql`${t.guestKey} IS NOT NULL`),
  ],
);

export const reservations = pgTable(
  "reservations",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    customerId: integer("customer_id").notNull(),
    /** 'VISIT' (consultation) or 'TREATMENT'. */
    type: text("type").notNull(),
    /**
     * 'REQUESTED' → 'CONFIRMED' (clinic) or 'CANCELLED' (customer before the cut-off, or clinic); after the hour
     * the clinic marks a confirmed one 'VISITED' or 'NO_SHOW' (console desk).
     */
    status: text("status").notNull(),
    reservedAt: timestamp("reserved_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    employeeId: integer("employee_id"),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    memo: text("memo"),
    /** Won, as shown at confirmation (VAT per homepageConfig.isIncludeVat). */
    totalPrice: integer("total_price").notNull().default(0),
    /** The client's key for one intended reservation: a double click or a retry returns the first one. */
    idempotencyKey: text("idempotency_key"),
    /** UTM values the widget read from the page's query (spec 7). */
    utm: jsonb("utm"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** 'CUSTOMER' or 'CLINIC'. */
    cancelledBy: text("cancelled_by"),
    /** Why the clinic cancelled (the console asks); shown to the customer. */
    cancelReason: text("cancel_reason"),
    /** The patient record (by phone); set by the reservations_join_patient trigger on insert. */
    patientId: integer("patient_id"),
    /** 'ONLINE' (widget, my-page) or 'DESK' (taken by staff, e.g. by phone). */
    channel: text("channel").notNull().default("ONLINE"),
    /** The console account that took a DESK booking. */
    createdByStaffId: integer("created_by_staff_id"),
    /** Set when a manager booked beyond the slot's capacity (also audited). */
    capacityOverrideReason: text("capacity_override_reason"),
    /** When the desk checked the patient in (arrival; may be before the start time). */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    /** When the desk marked VISITED or NO_SHOW: undo is allowed on that Seoul day only. */
    outcomeAt: timestamp("outcome_at", { withTimezone: true }),
    /** The language the patient booked in (issue 29): their messages are written in it; the desk shows it. */
    language: text("language").notNull().default("ko"),
  },
  (t) => [
    unique("reservations_partner_id_id_key").on(t.partnerId, t.id),
    foreignKey({
      columns: [t.partnerId, t.customerId],
      foreignColumns: [customers.partnerId, customers.id],
    }),
    foreignKey({
      columns: [t.partnerId, t.employeeId],
      foreignColumns: [partnerEmployees.partnerId, partnerEmployees.id],
    }),
    uniqueIndex("reservations_idempotency_idx")
      .on(t.partnerId, t.customerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index("reservations_partner_time_idx").on(t.partnerId, t.reservedAt),
    index("reservations_customer_idx").on(t.partnerId, t.customerId, t.reservedAt),
    foreignKey({
      name: "reservations_partner_id_patient_id_fk",
      columns: [t.partnerId, t.patientId],
      foreignColumns: [patients.partnerId, patients.id],
    }),
    index("reservations_patient_idx").on(t.partnerId, t.patientId, t.reservedAt),
    index("reservations_partner_created_idx").on(t.partnerId, t.createdAt),
  ],
);

/** What a treatment reservation is for, copied at booking so later price or name changes do not rewrite it. */
export const reservationItems = pgTable(
  "reservation_items",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    reservationId: integer("reservation_id").notNull(),
    productId: integer("product_id").notNull(),
    productOptionId: integer("product_option_id").notNull(),
    productName: text("product_name").notNull(),
    optionName: text("option_name").notNull(),
    price: integer("price").notNull(),
    durationMinutes: integer("duration_minutes"),
  },
  (t) => [
    foreignKey({
      columns: [t.partnerId, t.reservationId],
      foreignColumns: [reservations.partnerId, reservations.id],
    }).onDelete("cascade"),
    index("reservation_items_reservation_idx").on(t.partnerId, t.reservationId),
  ],
);

/**
 * Places taken per slot start. Booking raises `booked` with one conditional UPDATE (booked < capacity) inside the
 * reservation's transaction: concurrent bookings of the last place serialise on the row and all but one get
 * nothing back (→ 409). Cancelling lowers it again.
 */
export const reservationSlots = pgTable(
  "reservation_slots",
  {
    partnerId: partnerId(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.startsAt] }),
    check("reservation_slots_booked_check", sql`${t.booked} >= 0`),
  ],
);

/** Bearer keys for the clinic's staff endpoints until staff accounts arrive (console, issue 10); stored hashed. */
export const staffApiKeys = pgTable(
  "staff_api_keys",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_api_keys_hash_idx").on(t.keyHash)],
);
