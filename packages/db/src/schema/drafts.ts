import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { partnerId } from "./columns";

/**
 * The unpublished edit of one piece of console-edited content (decision 0020). The storefront reads the live rows
 * only; a draft reaches them when it is published, at once or at `publish_at` (the API's publisher applies due
 * drafts). A preview request applies every draft of its clinic inside a transaction that is rolled back.
 * `payload` is the entity's whole console body (the shared zod schema of that entity), so applying it is the
 * same write as a direct save.
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    partnerId: partnerId(),
    /** The console entity key ('products', 'events', …). */
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    payload: jsonb("payload").notNull(),
    /** When to publish by itself; null: only when someone presses publish. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** staff_accounts.id of the last editor (kept as a plain id: removed accounts stay in the audit log). */
    updatedBy: integer("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.entity, t.entityId] }),
    index("content_drafts_publish_at_idx").on(t.publishAt),
  ],
);

/**
 * The published translation of one piece of console-edited content into one language (issue 29, decision 0043).
 * `fields` holds only the translatable fields the clinic wrote (name, summary, contentHtml…); a field absent here
 * is shown in Korean, marked as such. Unpublished edits wait in content_drafts under the entity key
 * `{entity}@{language}`, so saving a draft announces nothing (this table's trigger does, on publish).
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    partnerId: partnerId(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    /** One of LANGUAGES in @clinic/shared except Korean. */
    language: text("language").notNull(),
    fields: jsonb("fields").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer("published_by"),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.entity, t.entityId, t.language] }),
    check("content_translations_language_check", sql`${t.language} in ('en', 'ja', 'zh-CN', 'zh-TW')`),
  ],
);
