import { z } from "zod";
import { idParam } from "../common";
import { RICH_TEXT_MAX } from "./content-rich-text";
import {
  arrayOf,
  image,
  optionalDay,
  optionalImage,
  optionalText,
  requiredText,
  wholeNumber,
} from "./fields";

// Console bodies of the catalogue (issue 11): categories, products with options, events with their products.
// A body is the whole entity; saving it makes a draft, publishing writes it to the live rows.

export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_SUMMARY_MAX = 300;
export const PRODUCT_IMAGES_MAX = 20;
export const PRODUCT_BADGES_MAX = 5;
export const PRODUCT_BADGE_MAX = 20;
export const PRODUCT_TAGS_MAX = 20;
export const PRODUCT_OPTIONS_MAX = 30;
export const PRICE_MAX = 100_000_000;
export const DURATION_MAX_MINUTES = 600;
export const EVENT_PRODUCTS_MAX = 100;

const word = (max: number) => requiredText(max, "빈 값은 넣을 수 없습니다.");
const distinct = (values: string[]) => new Set(values).size === values.length;

export const consoleCategoryBodySchema = z.object({
  name: requiredText(50, "분류 이름을 입력해 주세요."),
  description: optionalText(300),
  isSecret: z.boolean(),
  isVisible: z.boolean(),
});
export type ConsoleCategoryBody = z.input<typeof consoleCategoryBodySchema>;

export const consoleProductOptionBodySchema = z
  .object({
    /** The stored option this edits; absent for a new one (ids stay stable, so carts keep their options). */
    id: idParam.optional(),
    name: requiredText(PRODUCT_NAME_MAX, "옵션 이름을 입력해 주세요."),
    price: wholeNumber(0, PRICE_MAX),
    originalPrice: wholeNumber(0, PRICE_MAX).nullable(),
    durationMinutes: wholeNumber(5, DURATION_MAX_MINUTES).nullable(),
    isDefault: z.boolean(),
  })
  .refine((option) => option.originalPrice === null || option.originalPrice > option.price, {
    message: "할인 전 가격은 판매가보다 높아야 합니다.",
    path: ["originalPrice"],
  });

/** An id picked from a list (a select); a missing pick reads as "choose one". */
export const pickedId = (message: string) =>
  z.number(message).int(message).positive(message).max(2_147_483_647, message);

export const consoleProductBodySchema = z.object({
  categoryId: pickedId("분류를 목록에서 고르세요."),
  name: requiredText(PRODUCT_NAME_MAX, "시술 이름을 입력해 주세요."),
  summary: optionalText(PRODUCT_SUMMARY_MAX),
  contentHtml: z.string().max(RICH_TEXT_MAX, "본문이 너무 깁니다."),
  thumbnailUrl: optionalImage,
  imageUrls: arrayOf(image, PRODUCT_IMAGES_MAX),
  customBadges: arrayOf(word(PRODUCT_BADGE_MAX), PRODUCT_BADGES_MAX).refine(
    distinct,
    "같은 배지가 두 번 있습니다.",
  ),
  tags: arrayOf(word(30), PRODUCT_TAGS_MAX).refine(distinct, "같은 태그가 두 번 있습니다."),
  isRecommend: z.boolean(),
  isVisible: z.boolean(),
  options: arrayOf(consoleProductOptionBodySchema, PRODUCT_OPTIONS_MAX).min(
    1,
    "옵션을 하나 이상 넣어 주세요.",
  ),
});
export type ConsoleProductBody = z.input<typeof consoleProductBodySchema>;

export const consoleEventBodySchema = z
  .object({
    title: requiredText(PRODUCT_NAME_MAX, "이벤트 제목을 입력해 주세요."),
    summary: optionalText(PRODUCT_SUMMARY_MAX),
    contentHtml: z.string().max(RICH_TEXT_MAX, "본문이 너무 깁니다."),
    thumbnailUrl: optionalImage,
    isSecret: z.boolean(),
    isVisible: z.boolean(),
    startDate: optionalDay,
    endDate: optionalDay,
    productIds: arrayOf(idParam, EVENT_PRODUCTS_MAX).refine(
      (ids) => new Set(ids).size === ids.length,
      "같은 시술이 두 번 있습니다.",
    ),
  })
  .refine((event) => !event.startDate || !event.endDate || event.startDate <= event.endDate, {
    message: "종료일은 시작일과 같거나 뒤여야 합니다.",
    path: ["endDate"],
  });
export type ConsoleEventBody = z.input<typeof consoleEventBodySchema>;
