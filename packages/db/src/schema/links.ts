import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { partnerReviews } from "./articles";
import { partnerId } from "./columns";
import { reservations } from "./reservations";

/**
 * Short links on a clinic's own host (/s/{code}) for text messages and printed material. The target is always a
 * path on the same host, so a short link can never send a visitor to another site.
 */
export const shortUrls = pgTable(
  "short_urls",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    code: text("code").notNull(),
    /** A path on the clinic's host with its query, e.g. "/events?utm_source=sms". */
    targetPath: text("target_path").notNull(),
    /** The clinic's own note on what the link is for ("11월 이벤트 문자"). */
    title: text("title"),
    hitCount: integer("hit_count").notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("short_urls_partner_code_key").on(t.partnerId, t.code),
    check("short_urls_target_path_check", sql`${t.targetPath} like '/%' and ${t.targetPath} not like '//%'`),
  ],
);

/**
 * One review invitation per visit: the token in /reviews/write/{token} lets whoever holds the link write one review
 * of that visit without signing in (the clinic sends it by text message). Kept in the clear because the same link
 * is shown again on every request; it grants nothing but that one review.
 */
export const reviewLinks = pgTable(
  "review_links",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    reservationId: integer("reservation_id").notNull(),
    token: text("token").notNull().unique(),
    /** Set when the review is written; the link then only shows a thank-you. */
    reviewId: integer("review_id"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("review_links_partner_reservation_key").on(t.partnerId, t.reservationId),
    foreignKey({
      columns: [t.partnerId, t.reservationId],
      foreignColumns: [reservations.partnerId, reservations.id],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.reviewId], foreignColumns: [partnerReviews.id] }).onDelete("set null"),
    index("review_links_partner_idx").on(t.partnerId, t.createdAt),
  ],
);
