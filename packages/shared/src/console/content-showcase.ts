import { z } from "zod";
import { idParam } from "../common";
import { employeeTypes } from "../introduce";
import { RICH_TEXT_MAX } from "./content-rich-text";
import { arrayOf, image, optionalDay, optionalImage, optionalText, requiredText } from "./fields";

// Console bodies of the showcase (issue 11): exhibitions with their products, branding pages, the staff shown on
// /introduce/staff and the photos of /introduce/space. A body is the whole entity; saving it makes a draft,
// publishing writes it to the live rows.

export const SHOWCASE_TITLE_MAX = 100;
export const SHOWCASE_SUMMARY_MAX = 300;
export const EXHIBITION_PRODUCTS_MAX = 100;
export const EMPLOYEE_NAME_MAX = 50;
export const EMPLOYEE_GREETING_MAX = 1_000;
export const EMPLOYEE_CAREERS_MAX = 30;
export const EMPLOYEE_CAREER_MAX = 200;
export const SPACE_DESCRIPTION_MAX = 500;

/** Korean names of the employee types, for the console's select and list. */
export const EMPLOYEE_TYPE_LABELS: Record<(typeof employeeTypes)[number], string> = {
  DOCTOR: "의사",
  NURSE: "간호사",
  STAFF: "직원",
};

const day = optionalDay;

const richText = z.string().max(RICH_TEXT_MAX, "본문이 너무 깁니다.");
const distinctIds = (ids: number[]) => new Set(ids).size === ids.length;

export const consoleExhibitionBodySchema = z
  .object({
    title: requiredText(SHOWCASE_TITLE_MAX, "기획전 제목을 입력해 주세요."),
    summary: optionalText(SHOWCASE_SUMMARY_MAX),
    contentHtml: richText,
    thumbnailUrl: optionalImage,
    bannerImageUrl: optionalImage,
    startDate: day,
    endDate: day,
    /** The exhibition's treatments in the order the site shows them. */
    productIds: arrayOf(idParam, EXHIBITION_PRODUCTS_MAX).refine(distinctIds, "같은 시술이 두 번 있습니다."),
    isVisible: z.boolean(),
  })
  .refine((body) => !body.startDate || !body.endDate || body.startDate <= body.endDate, {
    message: "종료일은 시작일과 같거나 뒤여야 합니다.",
    path: ["endDate"],
  });
export type ConsoleExhibitionBody = z.input<typeof consoleExhibitionBodySchema>;

export const consoleBrandingBodySchema = z.object({
  title: requiredText(SHOWCASE_TITLE_MAX, "브랜딩 제목을 입력해 주세요."),
  subtitle: optionalText(SHOWCASE_SUMMARY_MAX),
  contentHtml: richText,
  heroImageUrl: optionalImage,
  /** The category whose treatments the page lists below the story; null lists none. */
  categoryId: idParam.nullable(),
  isVisible: z.boolean(),
});
export type ConsoleBrandingBody = z.input<typeof consoleBrandingBodySchema>;

export const consoleEmployeeBodySchema = z.object({
  employeeType: z.enum(employeeTypes, "의사, 간호사, 직원 중에서 고르세요."),
  name: requiredText(EMPLOYEE_NAME_MAX, "이름을 입력해 주세요."),
  /** Job title such as 대표원장. */
  position: optionalText(EMPLOYEE_NAME_MAX),
  specialty: optionalText(SHOWCASE_TITLE_MAX),
  greeting: optionalText(EMPLOYEE_GREETING_MAX),
  /** One line each, in order. */
  careers: arrayOf(requiredText(EMPLOYEE_CAREER_MAX, "빈 줄은 넣을 수 없습니다."), EMPLOYEE_CAREERS_MAX),
  photoUrl: optionalImage,
  isVisible: z.boolean(),
});
export type ConsoleEmployeeBody = z.input<typeof consoleEmployeeBodySchema>;

export const consoleSpaceBodySchema = z.object({
  title: requiredText(SHOWCASE_TITLE_MAX, "공간 이름을 입력해 주세요."),
  description: optionalText(SPACE_DESCRIPTION_MAX),
  imageUrl: image,
  isVisible: z.boolean(),
});
export type ConsoleSpaceBody = z.input<typeof consoleSpaceBodySchema>;
