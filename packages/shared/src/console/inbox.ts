import { z } from "zod";
import { consolePageOf, timestamp } from "../common";
import { customerPostAnswerSchema, customerPostSummarySchema, inquiryCategories } from "../cscenter";
import { formMessages, plainTextField, requiredOrType } from "../form";
import { RICH_TEXT_MAX } from "./content-rich-text";

// The console's inbox (issue 11): what visitors wrote to the clinic. Contact-form inquiries are read and marked
// handled; customer-board posts are read (private ones too), answered, hidden and deleted. Not content entities:
// visitors write them, so there are no drafts or publishing.

export const INBOX_PAGE_SIZE = 20;
export const INBOX_PAGE_SIZE_MAX = 100;
export const INBOX_SEARCH_MAX = 50;
/** Characters of an inquiry's or post's text a list row shows. */
export const INBOX_EXCERPT_LENGTH = 80;
export const ANSWER_AUTHOR_MAX = 20;

export const inboxMessages = {
  search: `검색어는 ${INBOX_SEARCH_MAX}자 이하로 입력해 주세요.`,
  flag: "true 또는 false로 보내 주세요.",
  filter: "all, unhandled, handled 중 하나를 보내 주세요.",
  answerFilter: "all, answered, unanswered 중 하나를 보내 주세요.",
  answerEmpty: "답변 내용을 입력해 주세요.",
  deletedPost: "삭제된 게시글입니다.",
  answerNotFound: "답변을 찾을 수 없습니다.",
} as const;

const flag = z.enum(["true", "false"], inboxMessages.flag).transform((value) => value === "true");
const search = z.string().trim().max(INBOX_SEARCH_MAX, inboxMessages.search).optional();
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(INBOX_PAGE_SIZE_MAX).default(INBOX_PAGE_SIZE),
};

/* ---------- inquiries ---------- */

export const inquiryFilters = ["all", "unhandled", "handled"] as const;
export type InquiryFilter = (typeof inquiryFilters)[number];
export const inquiryFilterLabels: Record<InquiryFilter, string> = {
  all: "전체",
  unhandled: "미처리",
  handled: "처리 완료",
};

export const consoleInquiryListQuerySchema = z.object({
  status: z.enum(inquiryFilters, inboxMessages.filter).default("all"),
  category: z.enum(inquiryCategories, formMessages.invalidType).optional(),
  /** Name, phone (digits), email or text. */
  q: search,
  ...paging,
});
export type ConsoleInquiryListQuery = z.input<typeof consoleInquiryListQuerySchema>;

export const consoleInquiryRowSchema = z.object({
  id: z.number().int(),
  category: z.enum(inquiryCategories),
  name: z.string(),
  /** Digits only, as stored. */
  phone: z.string(),
  email: z.string().nullable(),
  /** The start of the text, on one line. */
  excerpt: z.string(),
  createdAt: timestamp,
  handledAt: timestamp.nullable(),
});
export type ConsoleInquiryRow = z.infer<typeof consoleInquiryRowSchema>;

export const consoleInquiryListSchema = consolePageOf(consoleInquiryRowSchema).extend({
  /** Inquiries still waiting, whatever the filter (the inbox's count). */
  unhandledCount: z.number().int(),
});
export type ConsoleInquiryList = z.infer<typeof consoleInquiryListSchema>;

export const consoleInquirySchema = consoleInquiryRowSchema.extend({
  content: z.string(),
  privacyAgreedAt: timestamp,
  /** Who marked it handled; null while unhandled or when that account is not visible (the platform operator). */
  handledByName: z.string().nullable(),
});
export type ConsoleInquiry = z.infer<typeof consoleInquirySchema>;

export const consoleInquiryHandledBodySchema = z.object({
  handled: z.boolean({ error: requiredOrType }),
});

/* ---------- customer-board moderation ---------- */

export const answerFilters = ["all", "answered", "unanswered"] as const;
export type AnswerFilter = (typeof answerFilters)[number];
export const answerFilterLabels: Record<AnswerFilter, string> = {
  all: "전체",
  answered: "답변 완료",
  unanswered: "답변 대기",
};

export const consoleBoardPostListQuerySchema = z.object({
  boardTypeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Title, text or author. */
  q: search,
  answer: z.enum(answerFilters, inboxMessages.answerFilter).default("all"),
  /** Hidden posts are listed (marked) unless this is false. */
  includeHidden: flag.default(true),
  /** Deleted posts are left out unless this is true. */
  includeDeleted: flag.default(false),
  ...paging,
});
export type ConsoleBoardPostListQuery = z.input<typeof consoleBoardPostListQuerySchema>;

/**
 * A post as the clinic's list shows it: the fields of the storefront's summary (title and author in full: the
 * clinic reads private posts), its board's name, and whether it is hidden or deleted.
 */
export const consoleBoardPostRowSchema = customerPostSummarySchema
  .pick({
    id: true,
    boardTypeId: true,
    title: true,
    authorName: true,
    isPrivate: true,
    isGuest: true,
    answerCount: true,
    createdAt: true,
  })
  .extend({ boardName: z.string(), isHidden: z.boolean(), deletedAt: timestamp.nullable() });
export type ConsoleBoardPostRow = z.infer<typeof consoleBoardPostRowSchema>;

export const consoleBoardOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isVisible: z.boolean(),
});

export const consoleBoardPostListSchema = consolePageOf(consoleBoardPostRowSchema).extend({
  /** The clinic's customer boards, for the filter. */
  boards: z.array(consoleBoardOptionSchema),
});
export type ConsoleBoardPostList = z.infer<typeof consoleBoardPostListSchema>;

/** The clinic's answer under a post, as the storefront shows it too. */
export const consoleBoardAnswerSchema = customerPostAnswerSchema;
export type ConsoleBoardAnswer = z.infer<typeof consoleBoardAnswerSchema>;

export const consoleBoardPostSchema = consoleBoardPostRowSchema.extend({
  /** Plain text with line breaks, as the visitor wrote it. */
  content: z.string(),
  updatedAt: timestamp,
  answers: z.array(consoleBoardAnswerSchema),
});
export type ConsoleBoardPost = z.infer<typeof consoleBoardPostSchema>;

/**
 * The clinic's answer: rich text (sanitised by the API as the storefront shows it) signed with a name; without a
 * name the clinic's own name signs it.
 */
export const consoleBoardAnswerBodySchema = z.object({
  authorName: plainTextField(ANSWER_AUTHOR_MAX).optional(),
  contentHtml: z
    .string({ error: requiredOrType })
    .max(RICH_TEXT_MAX, formMessages.tooLong(RICH_TEXT_MAX))
    .refine((html) => html.trim() !== "", inboxMessages.answerEmpty),
});
export type ConsoleBoardAnswerBody = z.input<typeof consoleBoardAnswerBodySchema>;

export const consoleBoardHiddenBodySchema = z.object({
  hidden: z.boolean({ error: requiredOrType }),
});
