import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { partnerId } from "./columns";

export const popups = pgTable(
  "popups",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    /** Paths the popup shows on, e.g. {'/', '/events'}. */
    locations: text("locations").array().notNull().default(sql`'{}'::text[]`),
    weight: integer("weight").notNull().default(0),
    devices: text("devices").array().notNull().default(sql`'{PC,MOBILE}'::text[]`),
    pcWidth: real("pc_width"),
    pcHeight: real("pc_height"),
    mobileWidth: real("mobile_width"),
    mobileHeight: real("mobile_height"),
    pcSizeType: text("pc_size_type").notNull().default("RATIO_1_1"),
    isAutoPlacement: boolean("is_auto_placement").notNull().default(true),
    direction: text("direction").notNull().default("CENTER"),
    isVisible: boolean("is_visible").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (t) => [
    unique("popups_partner_id_id_key").on(t.partnerId, t.id),
    // The publisher looks for windows that opened or closed since its last pass (migration 0032, decision 0049).
    index("popups_starts_at_idx").on(t.startsAt).where(sql`${t.startsAt} is not null`),
    index("popups_ends_at_idx").on(t.endsAt).where(sql`${t.endsAt} is not null`),
  ],
);

/** An item belongs to a popup of the same partner: the composite FK makes cross-tenant links impossible. */
export const popupItems = pgTable(
  "popup_items",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    popupId: integer("popup_id").notNull(),
    title: text("title").notNull(),
    weight: integer("weight").notNull().default(0),
    devices: text("devices").array().notNull().default(sql`'{PC,MOBILE}'::text[]`),
    pcContent: text("pc_content"),
    mobileContent: text("mobile_content"),
    linkTo: text("link_to"),
  },
  (t) => [
    foreignKey({ columns: [t.partnerId, t.popupId], foreignColumns: [popups.partnerId, popups.id] }).onDelete(
      "cascade",
    ),
    index("popup_items_partner_id_popup_id_idx").on(t.partnerId, t.popupId),
  ],
);

export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    bannerLocation: text("banner_location").notNull(),
    title: text("title").notNull(),
    subTitle: text("sub_title"),
    pcImageUrl: text("pc_image_url").notNull(),
    mobileImageUrl: text("mobile_image_url"),
    linkUrl: text("link_url"),
    weight: integer("weight").notNull().default(0),
    isVisible: boolean("is_visible").notNull().default(true),
    /** Focal point (migration 0027): % from the left and from the top, kept in view when the image is cropped. */
    focalX: integer("focal_x").notNull().default(50),
    focalY: integer("focal_y").notNull().default(50),
  },
  (t) => [
    index("banners_partner_id_banner_location_idx").on(t.partnerId, t.bannerLocation),
    check("banners_focal_check", sql`${t.focalX} between 0 and 100 and ${t.focalY} between 0 and 100`),
  ],
);
