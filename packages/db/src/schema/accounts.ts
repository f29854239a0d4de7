import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { partnerId } from "./columns";

/**
 * A clinic's customers. REGISTERED ones signed up after identity verification and are unique per person by the
 * provider's unique key (hashed); GUEST ones signed in with an SMS code and are unique per phone number.
 * Withdrawing sets withdrawn_at and clears personal data; the row stays for the clinic's records (reservations).
 */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    /** 'REGISTERED' or 'GUEST'. */
    type: text("type").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    birthDate: date("birth_date"),
    /** 'MALE' | 'FEMALE' | null, as the identity provider reports it. */
    gender: text("gender"),
    /** SHA-256 of the provider's per-person unique key (CI); REGISTERED only. */
    personKeyHash: text("person_key_hash"),
    marketingReceivable: boolean("marketing_receivable").notNull().default(false),
    /** Reminders before a booking (informational, issue 26): on unless the patient turned them off. */
    remindersReceivable: boolean("reminders_receivable").notNull().default(true),
    marketingUpdatedAt: timestamp("marketing_updated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    unique("customers_partner_id_id_key").on(t.partnerId, t.id),
    uniqueIndex("customers_person_key_idx")
      .on(t.partnerId, t.personKeyHash)
      .where(sql`${t.type} = 'REGISTERED' AND ${t.withdrawnAt} IS NULL`),
    uniqueIndex("customers_guest_phone_idx")
      .on(t.partnerId, t.phone)
      .where(sql`${t.type} = 'GUEST' AND ${t.withdrawnAt} IS NULL`),
  ],
);

/** Login sessions: only a SHA-256 of the opaque token is stored; a new row at every login, revoked at logout. */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    customerId: integer("customer_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("customer_sessions_token_idx").on(t.tokenHash),
    foreignKey({
      columns: [t.partnerId, t.customerId],
      foreignColumns: [customers.partnerId, customers.id],
    }).onDelete("cascade"),
    index("customer_sessions_customer_idx").on(t.partnerId, t.customerId),
  ],
);

/** SMS sign-in codes (hashed). Only the newest code of a phone counts; each allows a few wrong tries, then dies. */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    phone: text("phone").notNull(),
    /** 'GUEST_SIGNIN' or 'PHONE_CHANGE'. */
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    wrongAttempts: integer("wrong_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("sms_codes_phone_idx").on(t.partnerId, t.phone, t.purpose, t.createdAt)],
);

/**
 * Identity verifications the API has checked with the provider (imp_uid → person). A sign-up or sign-in uses one
 * once (used_at), shortly after it was made.
 */
export const identityCertifications = pgTable(
  "identity_certifications",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    impUid: text("imp_uid").notNull(),
    personKeyHash: text("person_key_hash").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    birthDate: date("birth_date"),
    gender: text("gender"),
    certifiedAt: timestamp("certified_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("identity_certifications_imp_uid_idx").on(t.partnerId, t.impUid)],
);
