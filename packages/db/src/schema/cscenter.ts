import { sql } from "drizzle-orm";
import {
  boolean,
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
import { boardTypes } from "./articles";
import { deletedAt, partnerId } from "./columns";
import { staffAccounts } from "./console";

/** Customer-centre notices; pinned ones head every page of the list. */
export const notices = pgTable(
  "notices",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull().default(""),
    isPinned: boolean("is_pinned").notNull().default(false),
    isVisible: boolean("is_visible").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: deletedAt(),
  },
  (t) => [index("notices_partner_list_idx").on(t.partnerId, t.isPinned, t.createdAt)],
);

export const faqGroups = pgTable(
  "faq_groups",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    name: text("name").notNull(),
    weight: integer("weight").notNull().default(0),
    isVisible: boolean("is_visible").notNull().default(true),
    deletedAt: deletedAt(),
  },
  (t) => [unique("faq_groups_partner_id_id_key").on(t.partnerId, t.id)],
);

/** Every question belongs to a group, so the FAQ page can always show it under a heading. */
export const faqs = pgTable(
  "faqs",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    faqGroupId: integer("faq_group_id").notNull(),
    question: text("question").notNull(),
    answerHtml: text("answer_html").notNull().default(""),
    weight: integer("weight").notNull().default(0),
    isVisible: boolean("is_visible").notNull().default(true),
    deletedAt: deletedAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.partnerId, t.faqGroupId],
      foreignColumns: [faqGroups.partnerId, faqGroups.id],
    }).onDelete("cascade"),
    index("faqs_partner_group_idx").on(t.partnerId, t.faqGroupId, t.weight),
  ],
);

/** Post-treatment care instructions; the clinic sends visitors links naming the ids they need. */
export const afterNotices = pgTable("after_notices", {
  id: serial("id").primaryKey(),
  partnerId: partnerId(),
  title: text("title").notNull(),
  contentHtml: text("content_html").notNull().default(""),
  weight: integer("weight").notNull().default(0),
  isVisible: boolean("is_visible").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  deletedAt: deletedAt(),
});

/** Contact-form inquiries, kept for the clinic; privacy consent is recorded as the moment it was given. */
export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    category: text("category").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    content: text("content").notNull(),
    privacyAgreedAt: timestamp("privacy_agreed_at", { withTimezone: true }).notNull(),
    /** RECEIVED until the clinic has handled it, then HANDLED (console inbox, issue 11); kept with handled_at. */
    status: text("status").notNull().default("RECEIVED"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the clinic marked it handled; null while it waits in the inbox. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The console account that marked it handled (kept null when that account row goes). */
    handledBy: integer("handled_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  },
  (t) => [index("inquiries_partner_created_idx").on(t.partnerId, t.createdAt)],
);

/**
 * Visitor posts on customer boards (board_types.area = 'CSCENTER'). Guests sign with a name and an argon2id
 * password hash; members are linked by customer_id. Deleting sets deleted_at: the row and its answers stay.
 */
export const customerBoardPosts = pgTable(
  "customer_board_posts",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    boardTypeId: integer("board_type_id").notNull(),
    customerId: integer("customer_id"),
    authorName: text("author_name").notNull(),
    passwordHash: text("password_hash"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    isPrivate: boolean("is_private").notNull().default(false),
    /** Hidden by the clinic (console moderation): the storefront lists and opens it no more; the writer neither. */
    isHidden: boolean("is_hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    unique("customer_board_posts_partner_id_id_key").on(t.partnerId, t.id),
    foreignKey({
      columns: [t.partnerId, t.boardTypeId],
      foreignColumns: [boardTypes.partnerId, boardTypes.id],
    }).onDelete("cascade"),
    index("customer_board_posts_list_idx").on(t.partnerId, t.boardTypeId, t.createdAt),
    // A post is signed by a member or carries a guest password; never neither.
    check(
      "customer_board_posts_author_check",
      sql`${t.customerId} IS NOT NULL OR ${t.passwordHash} IS NOT NULL`,
    ),
  ],
);

/** The clinic's answers under a customer post. */
export const customerBoardAnswers = pgTable(
  "customer_board_answers",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    postId: integer("post_id").notNull(),
    authorName: text("author_name").notNull(),
    contentHtml: text("content_html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.partnerId, t.postId],
      foreignColumns: [customerBoardPosts.partnerId, customerBoardPosts.id],
    }).onDelete("cascade"),
    index("customer_board_answers_post_idx").on(t.partnerId, t.postId),
  ],
);

/**
 * Fixed-window counters for rate limits (password attempts, writing). Platform-wide, not tenant-owned: keys
 * name the partner themselves. Kept in the database so every API instance shares them (design: stateless).
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
