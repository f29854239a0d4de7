import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
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
