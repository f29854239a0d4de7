import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { partnerId } from "./columns";
import { staffAccounts } from "./console";

/**
 * A clinic's uploaded images (issue 10's media library). The file lives in storage (local disk or S3-compatible)
 * under `storageKey`; `url` and `variants` are the public addresses, so the storefront needs no storage knowledge.
 * The mime type comes from the file's content, never from its name. Deleting only sets `deleted_at`: pages that
 * already use the address keep working.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    /** Storage key of the original, e.g. "lumiere/uploads/2026/01/3f2a….png". */
    storageKey: text("storage_key").notNull(),
    /** Public address of the original ("/media/…" or the S3 public URL). */
    url: text("url").notNull(),
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Resized copies by width: {"320": url, "768": url, …}; only widths smaller than the original. */
    variants: jsonb("variants").$type<Record<string, string>>().notNull().default({}),
    uploadedBy: integer("uploaded_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("media_assets_partner_created_idx").on(t.partnerId, t.createdAt),
    check("media_assets_size_check", sql`${t.byteSize} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);
