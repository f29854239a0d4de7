import { z } from "zod";
import { listOf } from "../common";
import { type TermTitle, termTitles } from "../term";
import { RICH_TEXT_MAX } from "./content-rich-text";
import { isRealDay, requiredText } from "./fields";

// Console bodies of the customer centre (issue 11).

export const consoleNoticeBodySchema = z.object({
  title: requiredText(200, "공지 제목을 입력해 주세요."),
  contentHtml: z.string().max(RICH_TEXT_MAX, "본문이 너무 깁니다."),
  isPinned: z.boolean(),
  isVisible: z.boolean(),
});
export type ConsoleNoticeBody = z.input<typeof consoleNoticeBodySchema>;

// ---- FAQ groups, FAQs, after-care notices and terms (issue 11)

export const FAQ_GROUP_NAME_MAX = 50;
export const FAQ_QUESTION_MAX = 300;
export const AFTER_NOTICE_TITLE_MAX = 200;
export const TERM_TITLE_MAX = 100;
export const TERM_VERSION_MAX = 20;

const flag = z.boolean("예 또는 아니오로 보내 주세요.");
const richText = z.string("본문을 글자로 보내 주세요.").max(RICH_TEXT_MAX, "본문이 너무 깁니다.");

export const consoleFaqGroupBodySchema = z.object({
  name: requiredText(FAQ_GROUP_NAME_MAX, "FAQ 분류 이름을 입력해 주세요."),
  isVisible: flag,
});
export type ConsoleFaqGroupBody = z.input<typeof consoleFaqGroupBodySchema>;

const PICK_GROUP = "FAQ 분류를 목록에서 고르세요.";

export const consoleFaqBodySchema = z.object({
  /** A live FAQ group of the same clinic (the API checks; the schema only checks the shape). */
  faqGroupId: z.number(PICK_GROUP).int(PICK_GROUP).positive(PICK_GROUP).max(2_147_483_647, PICK_GROUP),
  question: requiredText(FAQ_QUESTION_MAX, "질문을 입력해 주세요."),
  answerHtml: richText,
  isVisible: flag,
});
export type ConsoleFaqBody = z.input<typeof consoleFaqBodySchema>;

export const consoleAfterNoticeBodySchema = z.object({
  title: requiredText(AFTER_NOTICE_TITLE_MAX, "제목을 입력해 주세요."),
  contentHtml: richText,
  isVisible: flag,
});
export type ConsoleAfterNoticeBody = z.input<typeof consoleAfterNoticeBodySchema>;

/** Korean names of the kinds of terms, for the console's select and list. */
export const TERM_TITLE_LABELS: Record<TermTitle, string> = {
  TERMS_OF_SERVICE: "서비스 이용약관",
  PRIVACY_POLICY: "개인정보처리방침",
  MARKETING: "마케팅 정보 수신 동의",
};

/** Who agrees to a term: the clinic's visitors (shown on the site) or the clinic itself. */
export const termTargets = ["CUSTOMER", "PARTNER"] as const;
export type TermTarget = (typeof termTargets)[number];
export const TERM_TARGET_LABELS: Record<TermTarget, string> = {
  CUSTOMER: "고객용",
  PARTNER: "병원용",
};

/**
 * A term and its newest version. Publishing keeps every earlier version: when version, text or effective date
 * differ from the newest stored version, a new version is added; otherwise only the term's own fields change.
 */
export const consoleTermBodySchema = z.object({
  termTitle: z.enum(termTitles, "약관 종류를 목록에서 고르세요."),
  target: z.enum(termTargets, "대상을 목록에서 고르세요."),
  title: requiredText(TERM_TITLE_MAX, "약관 제목을 입력해 주세요."),
  isRequired: flag,
  isVisible: flag,
  version: requiredText(TERM_VERSION_MAX, "버전을 입력해 주세요. (예: 1.1)"),
  contentHtml: richText.refine((value) => value.trim() !== "", "약관 내용을 입력해 주세요."),
  effectiveDate: z
    .string("시행일을 YYYY-MM-DD로 입력해 주세요.")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "시행일을 YYYY-MM-DD로 입력해 주세요.")
    .refine(isRealDay, "없는 날짜입니다."),
});
export type ConsoleTermBody = z.input<typeof consoleTermBodySchema>;

export const termVersionStates = ["SCHEDULED", "CURRENT", "PAST"] as const;
export const TERM_VERSION_STATE_LABELS: Record<(typeof termVersionStates)[number], string> = {
  SCHEDULED: "시행 예정",
  CURRENT: "현재 시행 중",
  PAST: "이전 버전",
};

/** One stored version of a term; `state` by today's date in Asia/Seoul. */
export const consoleTermVersionSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  effectiveDate: z.string(),
  state: z.enum(termVersionStates),
});
export type ConsoleTermVersion = z.infer<typeof consoleTermVersionSchema>;
/** Every version of a term, newest effective date first (the order the storefront picks the current one). */
export const consoleTermVersionListSchema = listOf(consoleTermVersionSchema);
