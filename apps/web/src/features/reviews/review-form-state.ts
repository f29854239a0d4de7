import {
  HONEYPOT_FIELD,
  type Language,
  REVIEW_LIMITS,
  type ReviewLanguage,
  reviewLanguages,
  reviewSubmitSchema,
} from "@clinic/shared";
import { formatReservationTime } from "@/features/reservation/format";
import { type ReviewPageLanguage, type ReviewTexts, reviewLocales } from "./dictionary";

/** ?lang= of a review link: one of the review languages, anything else (or nothing) is Korean. */
export function reviewLanguageOf(value: string | string[] | undefined): ReviewLanguage {
  const first = Array.isArray(value) ? value[0] : value;
  return (reviewLanguages as readonly string[]).includes(first ?? "") ? (first as ReviewLanguage) : "ko";
}

/**
 * The review page's language: the link's ?lang= when it names one (links sent before the site had languages), else
 * the page's (issue 29: /en/reviews/write/… is English, /zh-TW/… Traditional Chinese, /zh-CN/… Simplified).
 */
export function reviewPageLanguage(query: string | string[] | undefined, page: Language): ReviewPageLanguage {
  if (query !== undefined) return reviewLanguageOf(query);
  return page === "zh-CN" ? "zh" : page;
}

/** The visit's Seoul date and time in the page's language ("2026년 5월 3일 (일) 오후 2:00" in Korean). */
export function formatVisit(iso: string, language: ReviewPageLanguage): string {
  if (language === "ko") return formatReservationTime(iso) ?? iso;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat(reviewLocales[language], {
    timeZone: "Asia/Seoul",
    dateStyle: "long",
    timeStyle: "short",
  }).format(instant);
}

export const REVIEW_FIELDS = ["rating", "content"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export type ReviewErrors = Partial<Record<ReviewField, string>>;

export interface ReviewValues {
  /** null until a star is picked. */
  rating: number | null;
  content: string;
  /** The honeypot: people never see it, so anything in it came from a bot. */
  [HONEYPOT_FIELD]: string;
}

export const EMPTY_REVIEW: ReviewValues = { rating: null, content: "", [HONEYPOT_FIELD]: "" };

/** The request body as sent: the honeypot as typed, so the API (not this script, which a bot may skip) decides. */
export function reviewBody(values: ReviewValues) {
  return {
    rating: values.rating ?? undefined,
    content: values.content,
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] || undefined,
  };
}

/** One message per field in the page's language, checked with the shared contract before anything is sent. */
export function validateReview(values: ReviewValues, texts: ReviewTexts): ReviewErrors {
  const result = reviewSubmitSchema.safeParse({ ...reviewBody(values), [HONEYPOT_FIELD]: undefined });
  if (result.success) return {};
  const errors: ReviewErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === "rating" && !errors.rating) {
      errors.rating = values.rating === null ? texts.errors.ratingRequired : texts.errors.ratingRange;
    }
    if (field === "content" && !errors.content) errors.content = contentMessage(values.content, texts);
  }
  return errors;
}

function contentMessage(content: string, texts: ReviewTexts): string {
  const length = content.trim().length;
  if (length === 0) return texts.errors.contentEmpty;
  if (length < REVIEW_LIMITS.contentMin) return texts.errors.contentShort;
  if (length > REVIEW_LIMITS.contentMax) return texts.errors.contentLong;
  return texts.errors.controlCharacters;
}

/** A 400 answer's `fields` ([{ path: "body.content", message }]) as messages on the form. */
export function apiReviewErrors(body: unknown): ReviewErrors {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return {};
  const errors: ReviewErrors = {};
  for (const field of fields) {
    const { path, message } = (field ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const key = path.replace(/^body\./, "");
    if ((key === "rating" || key === "content") && !errors[key]) errors[key] = message;
  }
  return errors;
}

/**
 * A 400's Korean field messages in another language (issue 29): what the form's own check says of that field,
 * else the language's general failure, so no Korean reaches a foreign page.
 */
export function reviewErrorsIn(errors: ReviewErrors, values: ReviewValues, texts: ReviewTexts): ReviewErrors {
  const own = validateReview(values, texts);
  const out: ReviewErrors = {};
  for (const field of REVIEW_FIELDS) if (errors[field]) out[field] = own[field] ?? texts.errors.failed;
  return out;
}
