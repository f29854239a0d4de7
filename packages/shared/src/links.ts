import { z } from "zod";
import { partnerReviewSchema } from "./article";
import { idParam, timestamp } from "./common";
import { formMessages, HONEYPOT_FIELD, honeypotField, plainTextField, requiredOrType } from "./form";

// ---- Short links: /s/{code} on the clinic's own host (GET /customer/shorten-url, staff /staff/short-urls)

/** Where short links live on every clinic's host. */
export const SHORT_LINK_PREFIX = "/s/";

/** Letters, digits, '-' and '_'; short enough to type from a printed flyer. */
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;
/** Length of a generated code (base62: 62^7 ≈ 3.5 × 10^12, so guessing a live code is hopeless). */
export const GENERATED_SHORT_CODE_LENGTH = 7;
export const SHORT_URL_LIMITS = { targetMax: 2048, titleMax: 100 } as const;

export const shortCodeSchema = z
  .string({ error: requiredOrType })
  .regex(SHORT_CODE_PATTERN, formMessages.invalidType);

/**
 * A path on the clinic's own host: starts with one '/', no scheme, no backslash, no control characters. A short
 * link can therefore never send a visitor to another site (no open redirect).
 */
export const sameHostPathSchema = z
  .string({ error: requiredOrType })
  .trim()
  .min(1, formMessages.empty)
  .max(SHORT_URL_LIMITS.targetMax, formMessages.tooLong(SHORT_URL_LIMITS.targetMax))
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .regex(/^\/(?![/\\])[^\\\u0000-\u001f\u007f\s]*$/, formMessages.invalidType);

/** GET /customer/shorten-url?shortenUrl={code}: resolves (and counts) one link. */
export const shortUrlQuerySchema = z.object({ shortenUrl: shortCodeSchema });
export const shortUrlSchema = z.object({
  shortenUrl: z.string(),
  /** Path (and query) to redirect to on the same host. */
  targetPath: z.string(),
});
export type ShortUrl = z.infer<typeof shortUrlSchema>;

/** Korean answers of the short-link endpoints (the 404 does not say whether the code never existed or expired). */
export const shortUrlMessages = {
  notFound: "존재하지 않거나 만료된 링크입니다.",
  codeTaken: "이미 사용 중인 단축 코드입니다.",
  expiryPast: "만료 일시는 현재 이후로 입력해 주세요.",
  targetIsShortLink: "단축 링크 주소로는 연결할 수 없습니다.",
} as const;

/** POST /staff/short-urls: a code of the clinic's choosing, or a generated one. */
export const shortUrlCreateSchema = z.object({
  // A target under /s/ would chain short links, or loop back to itself.
  targetPath: sameHostPathSchema.refine(
    (path) => !path.startsWith(SHORT_LINK_PREFIX),
    shortUrlMessages.targetIsShortLink,
  ),
  code: shortCodeSchema.optional(),
  title: plainTextField(SHORT_URL_LIMITS.titleMax).optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type ShortUrlCreate = z.input<typeof shortUrlCreateSchema>;
/** What the clinic sees of its links: the absolute address to hand out and how often it was opened. */
export const staffShortUrlSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  url: z.string(),
  targetPath: z.string(),
  title: z.string().nullable(),
  hitCount: z.number().int(),
  lastHitAt: timestamp.nullable(),
  expiresAt: timestamp.nullable(),
  createdAt: timestamp,
});
export const staffShortUrlListSchema = z.object({ rows: z.array(staffShortUrlSchema) });

// ---- Review links: after a visit, /reviews/write/{token} (GET /customer/review-urls, /customer/review-forms/{token})

/** Languages a review form speaks; foreign patients get theirs. Korean is the default (spec 1). */
export const reviewLanguages = ["ko", "en", "ja", "zh"] as const;
export type ReviewLanguage = (typeof reviewLanguages)[number];
export const REVIEW_FORM_PREFIX = "/reviews/write/";
/** How long a review invitation stays open after it is first made. */
export const REVIEW_LINK_TTL_DAYS = 90;
export const REVIEW_LIMITS = { contentMin: 10, contentMax: 2000 } as const;
/** Review tokens: 32 random bytes as base64url (43 characters). */
export const reviewTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, formMessages.invalidType);

/** GET /customer/review-urls?reservationId=&languageCode=: the signed-in customer's link for a past visit. */
export const reviewUrlQuerySchema = z.object({
  reservationId: idParam,
  languageCode: z.enum(reviewLanguages, { error: requiredOrType }).default("ko"),
});
export const reviewUrlSchema = z.object({
  reservationId: z.number().int(),
  languageCode: z.enum(reviewLanguages),
  /** Absolute address on the clinic's host, e.g. https://clinic.example/reviews/write/{token}?lang=en. */
  url: z.string(),
  expiresAt: timestamp,
  /** True once the review has been written (the link then shows a thank-you). */
  submitted: z.boolean(),
});
export type ReviewUrl = z.infer<typeof reviewUrlSchema>;

/** GET /customer/review-forms/{token}: what the form shows about the visit. */
export const reviewFormSchema = z.object({
  status: z.enum(["OPEN", "SUBMITTED", "EXPIRED"]),
  partnerName: z.string(),
  /** Masked like every shown review author, e.g. '김**'. */
  authorName: z.string(),
  visitedAt: timestamp,
  /** Treatments of the visit; empty for a consultation visit. */
  productNames: z.array(z.string()),
  expiresAt: timestamp,
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** Korean answers of the review endpoints and the review form's own messages. */
export const reviewMessages = {
  ratingRequired: "별점을 선택해 주세요.",
  ratingRange: "별점은 1점부터 5점까지 선택할 수 있습니다.",
  notVisited: "방문이 완료된 예약에만 후기를 작성할 수 있습니다.",
  cancelled: "취소된 예약에는 후기를 작성할 수 없습니다.",
  alreadySubmitted: "이미 후기를 작성하셨습니다. 소중한 후기 감사합니다.",
  expired: "후기 작성 기간이 지났습니다.",
  tooMany: (minutes: number) => `후기 작성 요청이 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
} as const;
export const REVIEW_RATING_MAX = 5;

/**
 * POST /customer/review-forms/{token}. JSON only: the rating is a number (a string "3" or true is a wrong type,
 * not something to coerce), and a missing one asks the visitor to pick a star.
 */
export const reviewSubmitSchema = z.object({
  rating: z
    .number({
      error: (issue) =>
        issue.input === undefined ? reviewMessages.ratingRequired : formMessages.invalidType,
    })
    .int(reviewMessages.ratingRange)
    .min(1, reviewMessages.ratingRange)
    .max(REVIEW_RATING_MAX, reviewMessages.ratingRange),
  content: plainTextField(REVIEW_LIMITS.contentMax, { multiline: true, min: REVIEW_LIMITS.contentMin }),
  [HONEYPOT_FIELD]: honeypotField,
});
export type ReviewSubmit = z.input<typeof reviewSubmitSchema>;
/** The review as it now appears among the clinic's partner reviews. */
export const reviewSubmittedSchema = partnerReviewSchema;
