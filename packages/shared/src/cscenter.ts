import { z } from "zod";
import { boardTypeSchema } from "./article";
import { idParam, listOf, neighboursShape, pagedListOf, timestamp } from "./common";
import {
  formMessages,
  HONEYPOT_FIELD,
  honeypotField,
  MAX_EMAIL_LENGTH,
  phoneField,
  plainTextField,
  requiredOrType,
} from "./form";
import { idListQuery, keywordQuery, optionalIdQuery, pagingQuery } from "./query";
import { languageCodeQuery, translatedMarkSchema } from "./translations";

/** How notices and FAQs are searched: a page of them, a keyword, and the language to answer in. */
const searchedQuery = pagingQuery.extend({
  keyword: keywordQuery.optional(),
  languageCode: languageCodeQuery,
});

// ---- Notices: /customer/notices, /customer/notices/{id}

export const noticeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isPinned: z.boolean(),
  createdAt: timestamp,
  translated: translatedMarkSchema,
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;
export const noticeListQuerySchema = searchedQuery;
/** `pinned` heads every page (matching the keyword too); `rows`, `total` and paging cover the other notices. */
export const noticePageSchema = pagedListOf(noticeSummarySchema).extend({
  pinned: z.array(noticeSummarySchema),
});
export type NoticePage = z.infer<typeof noticePageSchema>;
export const noticeDetailSchema = noticeSummarySchema.extend({
  contentHtml: z.string(),
  // Neighbours in list order (pinned first, then newest).
  ...neighboursShape,
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

// ---- FAQ: /customer/faqs (flat, paged) and /customer/faqs/this/group (grouped, for the FAQ page)

export const faqSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  question: z.string(),
  answerHtml: z.string(),
  translated: translatedMarkSchema,
});
export type Faq = z.infer<typeof faqSchema>;
export const faqQuerySchema = searchedQuery.extend({ groupId: optionalIdQuery });
export const faqPageSchema = pagedListOf(faqSchema);
export const faqGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  faqs: z.array(faqSchema),
  translated: translatedMarkSchema,
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;
/** A keyword matches question or answer text; groups left without a match are omitted. */
export const faqGroupQuerySchema = z.object({
  keyword: keywordQuery.optional(),
  languageCode: languageCodeQuery,
});
export const faqGroupListSchema = listOf(faqGroupSchema);

// ---- After-notices (post-treatment care): /customer/after-notices?ids=…, /customer/after-notices/{id}

export const afterNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  contentHtml: z.string(),
  updatedAt: timestamp,
});
export type AfterNotice = z.infer<typeof afterNoticeSchema>;
/** With ids: those notices in the order given (unknown or hidden ids skipped); without: every visible one. */
export const afterNoticeQuerySchema = z.object({ ids: idListQuery.optional() });
export const afterNoticeListSchema = listOf(afterNoticeSchema);

// ---- Contact-form inquiries: POST /customer/inquiries

export const inquiryCategories = ["CONSULTATION", "RESERVATION", "PRICE", "ETC"] as const;
export type InquiryCategory = (typeof inquiryCategories)[number];
export const inquiryCategoryLabels: Record<InquiryCategory, string> = {
  CONSULTATION: "시술 상담",
  RESERVATION: "예약 문의",
  PRICE: "비용 문의",
  ETC: "기타",
};
export const INQUIRY_LIMITS = { nameMax: 20, contentMax: 2000 } as const;
export const inquiryCreateSchema = z.object({
  category: z.enum(inquiryCategories, { error: requiredOrType }),
  name: plainTextField(INQUIRY_LIMITS.nameMax),
  phone: phoneField,
  email: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, formMessages.tooLong(MAX_EMAIL_LENGTH))
    .pipe(z.union([z.literal(""), z.email(formMessages.email)]))
    .optional(),
  content: plainTextField(INQUIRY_LIMITS.contentMax, { multiline: true }),
  /** Consent to the privacy policy; only `true` is accepted. */
  privacyAgreed: z.literal(true, { error: formMessages.consent }),
  [HONEYPOT_FIELD]: honeypotField,
});
export type InquiryCreate = z.input<typeof inquiryCreateSchema>;
export const inquiryCreatedSchema = z.object({ id: z.number().int(), createdAt: timestamp });

// ---- Customer boards: /customer/notice-customer-boards…

export const CUSTOMER_POST_LIMITS = {
  titleMax: 100,
  contentMax: 5000,
  authorNameMax: 20,
  /** A new post's password (decision 0010): a private consultation deserves more than a PIN. */
  passwordMin: 8,
  /** Posts written before the minimum was raised keep their 4-character passwords; those still open them. */
  legacyPasswordMin: 4,
  passwordMax: 64,
} as const;
/** What a locked private post shows instead of its title. */
export const PRIVATE_POST_TITLE = "비밀글입니다.";

export const customerPostTitleField = plainTextField(CUSTOMER_POST_LIMITS.titleMax);
export const customerPostContentField = plainTextField(CUSTOMER_POST_LIMITS.contentMax, { multiline: true });
export const customerPostAuthorField = plainTextField(CUSTOMER_POST_LIMITS.authorNameMax);
/** Guest passwords are not trimmed: spaces are characters the writer chose. A new post's password. */
export const customerPostNewPasswordField = z
  .string({ error: requiredOrType })
  .min(CUSTOMER_POST_LIMITS.passwordMin, formMessages.tooShort(CUSTOMER_POST_LIMITS.passwordMin))
  .max(CUSTOMER_POST_LIMITS.passwordMax, formMessages.tooLong(CUSTOMER_POST_LIMITS.passwordMax));
/** The password that opens, edits or deletes an existing post: older posts may have shorter ones. */
export const customerPostPasswordField = z
  .string({ error: requiredOrType })
  .min(CUSTOMER_POST_LIMITS.legacyPasswordMin, formMessages.tooShort(CUSTOMER_POST_LIMITS.legacyPasswordMin))
  .max(CUSTOMER_POST_LIMITS.passwordMax, formMessages.tooLong(CUSTOMER_POST_LIMITS.passwordMax));

export const customerPostAnswerSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  contentHtml: z.string(),
  createdAt: timestamp,
});
export type CustomerPostAnswer = z.infer<typeof customerPostAnswerSchema>;

export const customerPostSummarySchema = z.object({
  id: z.number().int(),
  boardTypeId: z.number().int(),
  /** PRIVATE_POST_TITLE while the post is locked for this viewer. */
  title: z.string(),
  /** Masked ("김**") on private posts. */
  authorName: z.string(),
  isPrivate: z.boolean(),
  /** Private and not opened for this viewer (no password given, not the member who wrote it). */
  isLocked: z.boolean(),
  /** Written by a guest (edit and delete need the password) rather than a member. */
  isGuest: z.boolean(),
  /** The signed-in member who wrote it is asking: they edit and delete without a password. */
  isMine: z.boolean(),
  answerCount: z.number().int(),
  createdAt: timestamp,
});
export type CustomerPostSummary = z.infer<typeof customerPostSummarySchema>;
export const customerPostListQuerySchema = pagingQuery.extend({
  boardTypeId: idParam,
  keyword: keywordQuery.optional(),
});
export const customerPostPageSchema = pagedListOf(customerPostSummarySchema).extend({
  boardType: boardTypeSchema,
});
export type CustomerPostPage = z.infer<typeof customerPostPageSchema>;
export const customerPostDetailSchema = customerPostSummarySchema.extend({
  /** Plain text with line breaks; null while locked. */
  content: z.string().nullable(),
  /** The clinic's answers, oldest first; empty while locked. */
  answers: z.array(customerPostAnswerSchema),
  updatedAt: timestamp,
  boardType: boardTypeSchema,
});
export type CustomerPostDetail = z.infer<typeof customerPostDetailSchema>;

/** Guests give authorName and password; members (issue 6) neither. isPrivate counts only on CHOICE boards. */
export const customerPostCreateSchema = z.object({
  boardTypeId: idParam,
  title: customerPostTitleField,
  content: customerPostContentField,
  authorName: customerPostAuthorField.optional(),
  password: customerPostNewPasswordField.optional(),
  isPrivate: z.boolean().optional(),
  [HONEYPOT_FIELD]: honeypotField,
});
export type CustomerPostCreate = z.input<typeof customerPostCreateSchema>;
export const customerPostUpdateSchema = z.object({
  title: customerPostTitleField,
  content: customerPostContentField,
  isPrivate: z.boolean().optional(),
  /** Required for guest posts. */
  password: customerPostPasswordField.optional(),
});
export type CustomerPostUpdate = z.input<typeof customerPostUpdateSchema>;
export const customerPostPasswordSchema = z.object({ password: customerPostPasswordField });
/** GET …/{id}/private: the spec's params form; the storefront itself sends the password in a POST body. */
export const customerPostPrivateQuerySchema = z.object({ password: customerPostPasswordField.optional() });

/** Korean messages of the customer boards, shared by API answers and the storefront's forms. */
export const customerPostMessages = {
  wrongPassword: "비밀번호가 일치하지 않습니다. 다시 확인해 주세요.",
  tooManyAttempts: (minutes: number) =>
    `비밀번호를 여러 번 잘못 입력하셨습니다. ${minutes}분 후에 다시 시도해 주세요.`,
  tooManyPosts: (minutes: number) => `글을 너무 자주 작성하셨습니다. ${minutes}분 후에 다시 시도해 주세요.`,
  loginRequired: "로그인 후 글을 작성할 수 있습니다.",
  deleted: "삭제된 게시글입니다.",
  answeredNoEdit: "답변이 등록된 글은 수정할 수 없습니다.",
  notYours: "본인이 작성한 글만 수정하거나 삭제할 수 있습니다.",
} as const;
