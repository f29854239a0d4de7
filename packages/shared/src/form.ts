import { z } from "zod";

/**
 * Korean form messages (spec 5's generic defaults: required, cannot be empty, length, range, type). API 400s name
 * the field with these, and the storefront's forms show the same words before anything is sent.
 */
export const formMessages = {
  required: "필수 입력 항목입니다.",
  empty: "내용을 입력해 주세요.",
  tooLong: (max: number) => `${max.toLocaleString("ko-KR")}자 이하로 입력해 주세요.`,
  tooShort: (min: number) => `${min.toLocaleString("ko-KR")}자 이상 입력해 주세요.`,
  invalidType: "입력 형식이 올바르지 않습니다.",
  email: "이메일 형식이 올바르지 않습니다.",
  phone: "연락처를 정확히 입력해 주세요.",
  consent: "개인정보 수집 및 이용에 동의해 주세요.",
  controlCharacters: "입력할 수 없는 문자가 포함되어 있습니다.",
} as const;

/** Spec 5: email addresses up to 320 characters, URLs up to 2048. */
export const MAX_EMAIL_LENGTH = 320;
export const MAX_URL_LENGTH = 2048;

// NUL and other control characters (tab, newline and carriage return allowed) cannot be stored as text in
// PostgreSQL or mean nothing to a reader, so they are a 400 rather than a 500 from the database.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Free text from a visitor: required, trimmed, not blank, at most `max` characters, no control characters.
 * `multiline` keeps line breaks (bodies); single-line fields refuse them.
 */
export function plainTextField(max: number, { multiline = false, min = 1 } = {}) {
  const base = z.string({ error: requiredOrType }).trim().min(1, formMessages.empty);
  return (min > 1 ? base.min(min, formMessages.tooShort(min)) : base)
    .max(max, formMessages.tooLong(max))
    .refine((value) => !CONTROL_CHARACTERS.test(value), formMessages.controlCharacters)
    .refine((value) => multiline || !/[\r\n]/.test(value), formMessages.invalidType);
}

/** "필수 입력 항목입니다." for a missing value, the type message for a value of the wrong kind. */
export const requiredOrType = (issue: { input?: unknown }) =>
  issue.input === undefined ? formMessages.required : formMessages.invalidType;

/** Phone-like input: every non-digit stripped (spec 5), then the digits must match `digits`. */
export const phoneDigitsField = (digits: RegExp, message: string) =>
  z
    .string({ error: requiredOrType })
    .max(20, message)
    .transform((value) => value.replace(/\D/g, ""))
    .pipe(z.string().regex(digits, message));

/** A Korean phone number: 9 to 11 digits starting with 0. */
export const phoneField = phoneDigitsField(/^0\d{8,10}$/, formMessages.phone);

/** A calendar date, YYYY-MM-DD, of a booking or a schedule (z.iso.date refuses a day its month lacks). */
export const isoDateField = z.iso.date(formMessages.invalidType);

/**
 * Honeypot: a field people never see (hidden from view and from assistive technology) that form-filling bots
 * do fill. Anything in it is a 400.
 */
export const honeypotField = z.string().max(0, formMessages.invalidType).optional();
export const HONEYPOT_FIELD = "website" as const;
