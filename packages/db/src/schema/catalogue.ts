import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { deletedAt, partnerId } from "./columns";

// Child rows reference their parent through (partner_id, id) so a row can never point at another clinic's row,
// whatever the application code does. Every parent therefore carries a unique (partner_id, id).

export const productCategories = pgTable(
  "product_categories",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    name: text("name").notNull(),
    description: text("description"),
    /** Secret categories never appear in lists or search; their products open only through a secret event link. */
    isSecret: boolean("is_secret").notNull().default(false),
    isVisible: boolean("is_visible").notNull().default(true),
    weight: integer("weight").notNull().default(0),
    deletedAt: deletedAt(),
  },
  (t) => [unique("product_categories_partner_id_id_key").on(t.partnerId, t.id)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    categoryId: integer("category_id").notNull(),
    name: text("name").notNull(),
    summary: text("summary"),
    /** Sanitised HTML (sanitised again on render). */
    contentHtml: text("content_html").notNull().default(""),
    thumbnailUrl: text("thumbnail_url"),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    /** Partner-defined badge labels such as 'BEST' or '신규' (productCustomBadge filter). */
    customBadges: text("custom_badges").array().notNull().default(sql`'{}'::text[]`),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    isRecommend: boolean("is_recommend").notNull().default(false),
    recommendWeight: integer("recommend_weight").notNull().default(0),
    /** Unpublished products are visible only through the preview link (previewToken). */
    isPublished: boolean("is_published").notNull().default(true),
    previewToken: text("preview_token"),
    weight: integer("weight").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: deletedAt(),
  },
  (t) => [
    unique("products_partner_id_id_key").on(t.partnerId, t.id),
    foreignKey({
      columns: [t.partnerId, t.categoryId],
      foreignColumns: [productCategories.partnerId, productCategories.id],
    }),
    index("products_partner_id_category_id_idx").on(t.partnerId, t.categoryId),
  ],
);

export const productOptions = pgTable(
  "product_options",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    productId: integer("product_id").notNull(),
    name: text("name").notNull(),
    /** Won, VAT as configured by homepageConfig.isIncludeVat. */
    price: integer("price").notNull(),
    /** Price before the discount; null when not discounted. */
    originalPrice: integer("original_price"),
    durationMinutes: integer("duration_minutes"),
    /** Default options are the plain ones; event pages may hide them (hideEventPageDefaultProductOption). */
    isDefault: boolean("is_default").notNull().default(false),
    weight: integer("weight").notNull().default(0),
  },
  (t) => [
    unique("product_options_partner_id_id_key").on(t.partnerId, t.id),
    foreignKey({
      columns: [t.partnerId, t.productId],
      foreignColumns: [products.partnerId, products.id],
    }).onDelete("cascade"),
    index("product_options_partner_id_product_id_idx").on(t.partnerId, t.productId),
  ],
);

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    title: text("title").notNull(),
    summary: text("summary"),
    contentHtml: text("content_html").notNull().default(""),
    thumbnailUrl: text("thumbnail_url"),
    /** 'EVENT' | 'NOTICE' (storefront lists show type EVENT only). */
    type: text("type").notNull().default("EVENT"),
    /** 'CUSTOMER' | 'PARTNER'. */
    target: text("target").notNull().default("CUSTOMER"),
    eventViewable: boolean("event_viewable").notNull().default(true),
    /** Secret events are not listed; their products open through /products/{id}/secret/{eventId}. */
    isSecret: boolean("is_secret").notNull().default(false),
    startDate: date("start_date"),
    /** Last day of the event (inclusive, Asia/Seoul); null means open-ended. */
    endDate: date("end_date"),
    weight: integer("weight").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: deletedAt(),
  },
  (t) => [unique("events_partner_id_id_key").on(t.partnerId, t.id)],
);

export const eventProducts = pgTable(
  "event_products",
  {
    partnerId: partnerId(),
    eventId: integer("event_id").notNull(),
    productId: integer("product_id").notNull(),
    weight: integer("weight").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.eventId, t.productId] }),
    foreignKey({ columns: [t.partnerId, t.eventId], foreignColumns: [events.partnerId, events.id] }).onDelete(
      "cascade",
    ),
    foreignKey({
      columns: [t.partnerId, t.productId],
      foreignColumns: [products.partnerId, products.id],
    }).onDelete("cascade"),
    index("event_products_partner_id_product_id_idx").on(t.partnerId, t.productId),
  ],
);

export const exhibitions = pgTable(
  "exhibitions",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    title: text("title").notNull(),
    summary: text("summary"),
    contentHtml: text("content_html").notNull().default(""),
    thumbnailUrl: text("thumbnail_url"),
    bannerImageUrl: text("banner_image_url"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    isVisible: boolean("is_visible").notNull().default(true),
    weight: integer("weight").notNull().default(0),
    deletedAt: deletedAt(),
  },
  (t) => [unique("exhibitions_partner_id_id_key").on(t.partnerId, t.id)],
);

export const exhibitionProducts = pgTable(
  "exhibition_products",
  {
    partnerId: partnerId(),
    exhibitionId: integer("exhibition_id").notNull(),
    productId: integer("product_id").notNull(),
    weight: integer("weight").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.exhibitionId, t.productId] }),
    foreignKey({
      columns: [t.partnerId, t.exhibitionId],
      foreignColumns: [exhibitions.partnerId, exhibitions.id],
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.partnerId, t.productId],
      foreignColumns: [products.partnerId, products.id],
    }).onDelete("cascade"),
  ],
);

export const brandings = pgTable(
  "brandings",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    contentHtml: text("content_html").notNull().default(""),
    heroImageUrl: text("hero_image_url"),
    /** Treatments the branding page introduces (shown below the story). */
    categoryId: integer("category_id"),
    isPublished: boolean("is_published").notNull().default(true),
    previewToken: text("preview_token"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: deletedAt(),
  },
  (t) => [
    unique("brandings_partner_id_id_key").on(t.partnerId, t.id),
    foreignKey({
      columns: [t.partnerId, t.categoryId],
      foreignColumns: [productCategories.partnerId, productCategories.id],
    }),
  ],
);

/** Products a visitor looked at; the visitor is an opaque id from a cookie (or, signed in, the customer). */
export const recentProducts = pgTable(
  "recent_products",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    visitorKey: text("visitor_key").notNull(),
    productId: integer("product_id").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("recent_products_visitor_product_key").on(t.partnerId, t.visitorKey, t.productId),
    foreignKey({
      columns: [t.partnerId, t.productId],
      foreignColumns: [products.partnerId, products.id],
    }).onDelete("cascade"),
    index("recent_products_visitor_idx").on(t.partnerId, t.visitorKey, t.viewedAt),
  ],
);
