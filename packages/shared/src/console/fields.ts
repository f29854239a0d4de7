import { z } from "zod";
import { SETTINGS_URL_MAX } from "./settings";

// Field rules every console form shares: text is trimmed, "" becomes null where a column may be empty, and every
// message is Korean and names what to fix.

export const tooLong = (max: number) => `${max}자 이하로 입력해 주세요.`;

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullable()
    .transform((value) => (value ? value : null));

export const requiredText = (max: number, missing: string) =>
  z.string().trim().min(1, missing).max(max, tooLong(max));

// "//host/…" would leave the site (protocol-relative), so a site path starts with exactly one slash.
export const isLink = (value: string) => /^https?:\/\/\S+$/.test(value) || /^\/(?!\/)\S*$/.test(value);
export const LINK_MESSAGE = "/로 시작하는 사이트 주소나 http(s):// 주소를 입력해 주세요.";

/** Images come from the media library (/media/…) or any http(s) address. */
export const isImage = (value: string) =>
  /^https?:\/\/\S+$/.test(value) || /^\/media\/[^\s/]\S*$/.test(value);
export const IMAGE_MESSAGE = "미디어 라이브러리(/media/…)나 http(s):// 이미지 주소를 입력해 주세요.";
export const optionalImage = optionalText(SETTINGS_URL_MAX).refine(
  (value) => value === null || isImage(value),
  IMAGE_MESSAGE,
);
export const image = requiredText(SETTINGS_URL_MAX, "이미지 주소를 입력해 주세요.").refine(
  isImage,
  IMAGE_MESSAGE,
);

/** A whole number in a range, with the range in the message. */
export const wholeNumber = (min: number, max: number) =>
  z
    .number("숫자를 입력해 주세요.")
    .int("정수로 입력해 주세요.")
    .min(min, `${min} 이상이어야 합니다.`)
    .max(max, `${max.toLocaleString("ko-KR")} 이하여야 합니다.`);

/** Whether YYYY-MM-DD names a day that exists (2026-02-30 does not; PostgreSQL would refuse it). */
export const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  const year = Number(value.slice(0, 4));
  // Years far from now are typing mistakes, not clinic dates.
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && year >= 1900 && year <= 2999
  );
};

/** A calendar day (Asia/Seoul), YYYY-MM-DD, that exists. */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "날짜를 YYYY-MM-DD로 입력해 주세요.")
  .refine(isRealDay, "없는 날짜입니다.");

/** A calendar day, or null. */
export const optionalDay = day.nullable();

export const arrayOf = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, `${max}개까지 넣을 수 있습니다.`);

/** A link the storefront follows: a site path or an http(s) address. */
export const link = requiredText(SETTINGS_URL_MAX, "주소를 입력해 주세요.").refine(isLink, LINK_MESSAGE);
export const optionalLink = optionalText(SETTINGS_URL_MAX).refine(
  (value) => value === null || isLink(value),
  LINK_MESSAGE,
);
