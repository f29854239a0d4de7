import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { deletedAt, partnerId } from "./columns";

export const beforeAfters = pgTable(
  "before_afters",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    title: text("title").notNull(),
    description: text("description"),
    beforeImageUrl: text("before_image_url").notNull(),
    afterImageUrl: text("after_image_url").notNull(),
    /** Product the case shows (optional); plain id, checked against the tenant's products by the service. */
    productId: integer("product_id"),
    /** Cases not suitable for minors (isNoYouth filter); shown behind an age notice. */
    isNoYouth: boolean("is_no_youth").notNull().default(false),
    treatmentCount: integer("treatment_count"),
    isVisible: boolean("is_visible").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: deletedAt(),
  },
  (t) => [index("before_afters_partner_id_created_idx").on(t.partnerId, t.createdAt)],
);

export const partnerReviews = pgTable(
  "partner_reviews",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    /** Already masked for display, e.g. '김**'. */
    authorName: text("author_name").notNull(),
    rating: smallint("rating").notNull(),
    content: text("content").notNull(),
    productName: text("product_name"),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    isVisible: boolean("is_visible").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: deletedAt(),
  },
  (t) => [
    check("partner_reviews_rating_check", sql`${t.rating} between 1 and 5`),
    index("partner_reviews_partner_id_created_idx").on(t.partnerId, t.createdAt),
  ],
);

export const boardTypes = pgTable(
  "board_types",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    name: text("name").notNull(),
    description: text("description"),
    /** 'LIST' (title rows) or 'GALLERY' (thumbnail cards). */
    layout: text("layout").notNull().default("LIST"),
    /** 'BOARD' boards live under /boards; 'CSCENTER' ones under /cscenter/boards. */
    area: text("area").notNull().default("BOARD"),
    /** Customer boards only: 'PUBLIC', 'PRIVATE' (every post locked) or 'CHOICE' (the writer decides). */
    postVisibility: text("post_visibility").notNull().default("PUBLIC"),
    /** Customer boards only: guests may not write when true. */
    writeRequiresLogin: boolean("write_requires_login").notNull().default(false),
    weight: integer("weight").notNull().default(0),
    isVisible: boolean("is_visible").notNull().default(true),
    deletedAt: deletedAt(),
  },
  (t) => [unique("board_types_partner_id_id_key").on(t.partnerId, t.id)],
);

export const boards = pgTable(
  "boards",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    boardTypeId: integer("board_type_id").notNull(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull().default(""),
    thumbnailUrl: text("thumbnail_url"),
    isPinned: boolean("is_pinned").notNull().default(false),
    isVisible: boolean("is_visible").notNull().default(true),
    viewCount: integer("view_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: deletedAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.partnerId, t.boardTypeId],
      foreignColumns: [boardTypes.partnerId, boardTypes.id],
    }).onDelete("cascade"),
    index("boards_partner_id_board_type_idx").on(t.partnerId, t.boardTypeId, t.createdAt),
  ],
);

/** Free-form pages by key (/page?pageKey=…), e.g. the introduction text. */
export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    pageKey: text("page_key").notNull(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("pages_partner_id_page_key_key").on(t.partnerId, t.pageKey)],
);

export const terms = pgTable(
  "terms",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    /** 'TERMS_OF_SERVICE' | 'PRIVACY_POLICY' | 'MARKETING' (termTitle). */
    termTitle: text("term_title").notNull(),
    /** 'CUSTOMER' | 'PARTNER'. */
    target: text("target").notNull().default("CUSTOMER"),
    title: text("title").notNull(),
    isRequired: boolean("is_required").notNull().default(true),
    /** Shown on the site; a term made in the console stays hidden until it is published (issue 11). */
    isVisible: boolean("is_visible").notNull().default(true),
    deletedAt: deletedAt(),
  },
  (t) => [
    unique("terms_partner_id_id_key").on(t.partnerId, t.id),
    unique("terms_partner_id_title_target_key").on(t.partnerId, t.termTitle, t.target),
  ],
);

/** Versions of a term; the current one is the latest whose effective date has come (Asia/Seoul). */
export const termsHistories = pgTable(
  "terms_histories",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    termId: integer("term_id").notNull(),
    version: text("version").notNull(),
    contentHtml: text("content_html").notNull(),
    effectiveDate: date("effective_date").notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.partnerId, t.termId], foreignColumns: [terms.partnerId, terms.id] }).onDelete(
      "cascade",
    ),
    index("terms_histories_term_idx").on(t.partnerId, t.termId, t.effectiveDate),
  ],
);
