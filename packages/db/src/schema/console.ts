import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { partnerId } from "./columns";
import { partners } from "./platform";

/**
 * People who run sites in the partner console. OPERATOR (our staff) has no clinic and reaches every clinic;
 * OWNER and STAFF belong to one clinic. An invited account has no password until its invitation is accepted;
 * removing an account keeps the row (the audit log names it) and ends its sessions.
 * Row-level security: a clinic's rows are visible to that tenant (owner lists staff); sign-in and sessions run
 * as the platform role (migration 0014), which reads across clinics.
 */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** 'OPERATOR' | 'OWNER' | 'MANAGER' | 'STAFF' (@clinic/shared staffRoles). */
    role: text("role").notNull(),
    /** argon2id; null until an invitation is accepted. */
    passwordHash: text("password_hash"),
    /** SHA-256 of the one-time invitation token. */
    inviteTokenHash: text("invite_token_hash"),
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    invitedBy: integer("invited_by"),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_accounts_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("staff_accounts_invite_key").on(t.inviteTokenHash),
    index("staff_accounts_partner_id_idx").on(t.partnerId),
    check("staff_accounts_role_check", sql`${t.role} in ('OPERATOR', 'OWNER', 'MANAGER', 'STAFF')`),
    check("staff_accounts_clinic_check", sql`(${t.role} = 'OPERATOR') = (${t.partnerId} is null)`),
  ],
);

/** Console sessions: only the SHA-256 of the token is stored; platform role only (no tenant column). */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_sessions_staff_id_idx").on(t.staffId)],
);

/** Who changed what in a clinic, and when. Written in the same transaction as the change it describes. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    staffId: integer("staff_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** Kept as written, so the entry still names a removed account. */
    staffEmail: text("staff_email").notNull(),
    /** Name and role as they were (migration 0027); null on older entries (read from the account then). */
    staffName: text("staff_name"),
    staffRole: text("staff_role"),
    /** e.g. 'reservation.confirm', 'settings.hours' (@clinic/shared auditActions). */
    action: text("action").notNull(),
    /** What was changed, e.g. 'reservation:12'. */
    target: text("target").notNull(),
    detail: jsonb("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_events_partner_created_idx").on(t.partnerId, t.createdAt),
    index("audit_events_partner_action_idx").on(t.partnerId, t.action),
  ],
);
