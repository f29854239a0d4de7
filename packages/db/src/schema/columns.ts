import { integer, timestamp } from "drizzle-orm/pg-core";
import { partners } from "./platform";

/** The tenant column every tenant-owned table starts with; row-level security filters on it. */
export const partnerId = () =>
  integer("partner_id")
    .notNull()
    .references(() => partners.id, { onDelete: "cascade" });

/**
 * Soft deletion of console-edited content (decision 0020): a deleted row stays, with this time, until the clinic
 * empties it from the trash. A restrictive row-level policy hides it from every read unless the transaction asks
 * for the trash (app.show_deleted), so storefront queries need no filter of their own.
 */
export const deletedAt = () => timestamp("deleted_at", { withTimezone: true });
