import { integer } from "drizzle-orm/pg-core";
import { partners } from "./platform";

/** The tenant column every tenant-owned table starts with; row-level security filters on it. */
export const partnerId = () =>
  integer("partner_id")
    .notNull()
    .references(() => partners.id, { onDelete: "cascade" });
