import { z } from "zod";
import { nullableStrings, timestamp } from "../common";
import {
  dayHoursOf,
  operationTimeTypes,
  partnerMarketingInfoSchema,
  partnerWayShape,
  popupLayoutShape,
  popupTypes,
  reservationModes,
  reservationOptionsShape,
  weekdays,
} from "../partner";
import { devices, popupDirections, popupItemSchema, popupSchema, popupSizeTypes } from "../popup";

// Console site settings (issue 10). Request bodies trim text and turn "" into null, so a cleared form field
// clears the column; answers are the stored values as they are.

/** Longest free text a settings field takes (addresses, notices); ids and names are shorter. */
export const SETTINGS_TEXT_MAX = 500;
export const SETTINGS_NAME_MAX = 100;
export const SETTINGS_URL_MAX = 1_000;
export const SETTINGS_LIST_MAX = 20;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max}자 이하로 입력해 주세요.`)
    .nullable()
    .transform((value) => (value ? value : null));

const url = text(SETTINGS_URL_MAX).refine(
  (value) => value === null || /^https?:\/\/\S+$/.test(value) || value.startsWith("/"),
  "http:// 또는 https://로 시작하는 주소를 입력해 주세요.",
);

const lines = z
  .array(
    z
      .string()
      .trim()
      .min(1, "빈 줄은 넣을 수 없습니다.")
      .max(SETTINGS_TEXT_MAX, `${SETTINGS_TEXT_MAX}자 이하로 입력해 주세요.`),
  )
  .max(SETTINGS_LIST_MAX, `${SETTINGS_LIST_MAX}줄까지 입력할 수 있습니다.`);

/* ---------- partner information ---------- */

export const consolePartnerSettingsSchema = z.object({
  partnerName: z.string(),
  ...nullableStrings(
    "displayName",
    "logoImageUrl",
    "phone",
    "tel",
    "ceoName",
    "fax",
    "businessNumber",
    "copyRight",
    "address",
    "parkingInfo",
    "parkingNotice",
    "groupInquiryUrl",
    "googlePlaceId",
    "internationalTelCode",
  ),
  ...partnerWayShape,
});
export type ConsolePartnerSettings = z.infer<typeof consolePartnerSettingsSchema>;

const phone = text(30).refine(
  (value) => value === null || /^[0-9+()\- ]{3,30}$/.test(value),
  "숫자, +, -, 괄호만 사용할 수 있습니다.",
);

export const consolePartnerSettingsBodySchema = z.object({
  partnerName: z
    .string()
    .trim()
    .min(1, "병원 이름을 입력해 주세요.")
    .max(SETTINGS_NAME_MAX, `${SETTINGS_NAME_MAX}자 이하로 입력해 주세요.`),
  displayName: text(SETTINGS_NAME_MAX),
  logoImageUrl: url,
  phone,
  tel: phone,
  ceoName: text(SETTINGS_NAME_MAX),
  fax: phone,
  businessNumber: text(20).refine(
    (value) => value === null || /^\d{3}-?\d{2}-?\d{5}$/.test(value),
    "사업자등록번호는 000-00-00000 형식으로 입력해 주세요.",
  ),
  copyRight: text(SETTINGS_TEXT_MAX),
  address: text(SETTINGS_TEXT_MAX),
  parkingInfo: text(SETTINGS_TEXT_MAX),
  parkingNotice: text(SETTINGS_TEXT_MAX),
  groupInquiryUrl: url,
  googlePlaceId: text(SETTINGS_NAME_MAX),
  internationalTelCode: text(6).refine(
    (value) => value === null || /^\+\d{1,4}$/.test(value),
    "국가번호는 +82 형식으로 입력해 주세요.",
  ),
  lat: z.number().min(-90, "위도는 -90~90 사이입니다.").max(90, "위도는 -90~90 사이입니다.").nullable(),
  lng: z.number().min(-180, "경도는 -180~180 사이입니다.").max(180, "경도는 -180~180 사이입니다.").nullable(),
  naverMapUrl: url,
  tMapUrl: url,
  googleMapUrl: url,
  kakaoMapUrl: url,
  wayToPartnerByBus: lines,
  wayToPartnerBySubway: lines,
});
export type ConsolePartnerSettingsBody = z.input<typeof consolePartnerSettingsBodySchema>;

/* ---------- opening hours ---------- */

/** The console speaks HH:MM (24 h); the database's "HH:MM:SS" is cut on the way out. */
export const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "시간은 00:00~23:59 형식으로 입력해 주세요.");

/** One weekday's hours as the console edits them; opening and closing both null: closed that day. */
export const consoleDayHoursSchema = dayHoursOf(hhmm);
export type ConsoleDayHours = z.infer<typeof consoleDayHoursSchema>;

const weekShape = Object.fromEntries(weekdays.map((day) => [day, consoleDayHoursSchema])) as Record<
  (typeof weekdays)[number],
  typeof consoleDayHoursSchema
>;

export const consoleHoursSchema = z.object({
  operationTimeType: z.enum(operationTimeTypes),
  /** The general lunch break, used on days without their own. */
  lunchStart: hhmm.nullable(),
  lunchEnd: hhmm.nullable(),
  operationTimes: z.object(weekShape),
});
export type ConsoleHours = z.infer<typeof consoleHoursSchema>;

type Issue = { path: (string | number)[]; message: string };

/** Rules of one range pair: both or neither, and the end after the start. */
function checkPair(
  start: string | null,
  end: string | null,
  names: [string, string],
  label: string,
): Issue[] {
  if (start === null && end === null) return [];
  if (start === null) return [{ path: [names[0]], message: `${label} 시작 시간을 입력해 주세요.` }];
  if (end === null) return [{ path: [names[1]], message: `${label} 종료 시간을 입력해 주세요.` }];
  if (end <= start) return [{ path: [names[1]], message: `${label} 종료는 시작보다 늦어야 합니다.` }];
  return [];
}

/** Every rule of the hours form, with the field each message belongs to (used by the API and the form). */
export function hoursIssues(hours: ConsoleHours): Issue[] {
  const issues: Issue[] = checkPair(hours.lunchStart, hours.lunchEnd, ["lunchStart", "lunchEnd"], "점심시간");
  for (const day of weekdays) {
    const { opening, closing, lunchStart, lunchEnd } = hours.operationTimes[day];
    const at = (issue: Issue): Issue => ({ ...issue, path: ["operationTimes", day, ...issue.path] });
    const open = checkPair(opening, closing, ["opening", "closing"], "진료");
    issues.push(...open.map(at));
    const lunch = checkPair(lunchStart, lunchEnd, ["lunchStart", "lunchEnd"], "점심시간");
    issues.push(...lunch.map(at));
    if (opening === null && closing === null && lunchStart !== null) {
      issues.push(at({ path: ["lunchStart"], message: "휴진일에는 점심시간을 둘 수 없습니다." }));
    } else if (open.length === 0 && lunch.length === 0 && opening && closing && lunchStart && lunchEnd) {
      if (lunchStart < opening || lunchEnd > closing) {
        issues.push(at({ path: ["lunchStart"], message: "점심시간은 진료시간 안에 있어야 합니다." }));
      }
    }
  }
  return issues;
}

export const consoleHoursBodySchema = consoleHoursSchema.superRefine((hours, context) => {
  for (const issue of hoursIssues(hours)) context.addIssue({ code: "custom", ...issue });
});

/* ---------- marketing ---------- */

/** The console reads the clinic's marketing settings as the storefront does; it writes them through the body below. */
export const consoleMarketingSchema = partnerMarketingInfoSchema;
export type ConsoleMarketing = z.infer<typeof consoleMarketingSchema>;

const pattern = (max: number, regex: RegExp, message: string) =>
  text(max).refine((value) => value === null || regex.test(value), message);

export const consoleMarketingBodySchema = z.object({
  // The same shapes the storefront accepts before loading the vendors' scripts (lib/tracking/marketing-tags).
  gtmId: pattern(16, /^GTM-[A-Z0-9]{4,12}$/, "GTM 컨테이너 ID는 GTM-XXXXXXX 형식입니다."),
  ga4Id: pattern(18, /^G-[A-Z0-9]{4,16}$/, "GA4 측정 ID는 G-XXXXXXXXXX 형식입니다."),
  ga4PropertyId: pattern(20, /^\d{4,20}$/, "GA4 속성 ID는 숫자입니다."),
  channelTalkId: pattern(64, /^[A-Za-z0-9-]+$/, "채널톡 플러그인 키는 영문, 숫자, -만 사용합니다."),
  naverDomainCheckHtml: text(SETTINGS_TEXT_MAX),
  domainUrl: url,
  languageId: text(10),
  instagramUrl: url,
  kakaoTalkUrl: url,
  naverBlogUrl: url,
  naverTalkUrl: url,
  youtubeUrl: url,
  xUrl: url,
});
export type ConsoleMarketingBody = z.input<typeof consoleMarketingBodySchema>;

/* ---------- homepage configuration ---------- */

export const RESERVATION_RANGE_MAX = 365;
export const POPUP_OFFSET_MAX = 500;
export const POPUP_GRID_MAX = 6;

const offset = z
  .number()
  .int("정수로 입력해 주세요.")
  .min(0, "0 이상이어야 합니다.")
  .max(POPUP_OFFSET_MAX, `${POPUP_OFFSET_MAX} 이하여야 합니다.`);

export const consoleHomepageSchema = z.object({
  hasPriceView: z.boolean(),
  isIncludeVat: z.boolean(),
  ...popupLayoutShape,
  ...reservationOptionsShape,
});
export type ConsoleHomepage = z.infer<typeof consoleHomepageSchema>;

export const consoleHomepageBodySchema = consoleHomepageSchema.extend({
  popupType: z.enum(popupTypes, "LAYER 또는 GRID 중 하나를 고르세요."),
  reservationMode: z.enum(reservationModes, "STRICT 또는 FLEXIBLE 중 하나를 고르세요."),
  popupGridWidthCount: z
    .number()
    .int("정수로 입력해 주세요.")
    .min(1, "1 이상이어야 합니다.")
    .max(POPUP_GRID_MAX, `${POPUP_GRID_MAX} 이하여야 합니다.`),
  popupTopOffset: offset,
  popupLeftOffset: offset,
  popupBottomOffset: offset,
  popupRightOffset: offset,
  reservationRange: z
    .number()
    .int("정수로 입력해 주세요.")
    .min(1, "1일 이상이어야 합니다.")
    .max(RESERVATION_RANGE_MAX, `${RESERVATION_RANGE_MAX}일 이하여야 합니다.`),
});
export type ConsoleHomepageBody = z.input<typeof consoleHomepageBodySchema>;

/* ---------- popups ---------- */

export const POPUP_ITEMS_MAX = 10;
export const POPUP_LOCATIONS_MAX = 20;

export const consolePopupItemSchema = popupItemSchema;

/** The storefront's popup plus its visibility and display window. */
export const consolePopupSchema = popupSchema.extend({
  isVisible: z.boolean(),
  startsAt: timestamp.nullable(),
  endsAt: timestamp.nullable(),
  popupItems: z.array(consolePopupItemSchema),
});
export type ConsolePopup = z.infer<typeof consolePopupSchema>;
export const consolePopupListSchema = z.object({ rows: z.array(consolePopupSchema) });

const deviceList = z
  .array(z.enum(devices, "PC 또는 MOBILE만 고를 수 있습니다."))
  .min(1, "표시할 기기를 하나 이상 고르세요.")
  .max(devices.length)
  .refine((list) => new Set(list).size === list.length, "같은 기기를 두 번 고를 수 없습니다.");

const size = z.number().positive("0보다 커야 합니다.").max(4_000, "4000 이하여야 합니다.").nullable();
const weight = z
  .number()
  .int("정수로 입력해 주세요.")
  .min(0, "0 이상이어야 합니다.")
  .max(9_999, "9999 이하여야 합니다.");

export const consolePopupItemBodySchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, "항목 제목을 입력해 주세요.")
      .max(SETTINGS_NAME_MAX, `${SETTINGS_NAME_MAX}자 이하로 입력해 주세요.`),
    weight,
    devices: deviceList,
    pcContent: url,
    mobileContent: url,
    linkTo: url,
  })
  .refine((item) => item.pcContent !== null || item.mobileContent !== null, {
    // The storefront shows only items with an image (an item without one would never appear).
    path: ["pcContent"],
    message: "PC 또는 모바일 이미지 주소를 입력해 주세요.",
  });
export type ConsolePopupItemBody = z.input<typeof consolePopupItemBodySchema>;

const isoDateTime = z.iso
  .datetime({ offset: true, message: "날짜와 시간 형식이 올바르지 않습니다." })
  .nullable();

export const consolePopupBodySchema = z
  .object({
    locations: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\/[^\s]*$/, "경로는 /로 시작해야 합니다. 예: /, /events")
          .max(200, "200자 이하로 입력해 주세요."),
      )
      .min(1, "팝업을 보여줄 경로를 하나 이상 입력해 주세요.")
      .max(POPUP_LOCATIONS_MAX, `${POPUP_LOCATIONS_MAX}개까지 입력할 수 있습니다.`),
    weight,
    devices: deviceList,
    pcWidth: size,
    pcHeight: size,
    mobileWidth: size,
    mobileHeight: size,
    pcSizeType: z.enum(popupSizeTypes, "크기 유형을 목록에서 고르세요."),
    isAutoPlacement: z.boolean(),
    direction: z.enum(popupDirections, "위치를 목록에서 고르세요."),
    isVisible: z.boolean(),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    popupItems: z
      .array(consolePopupItemBodySchema)
      .min(1, "팝업 항목을 하나 이상 넣어 주세요.")
      .max(POPUP_ITEMS_MAX, `항목은 ${POPUP_ITEMS_MAX}개까지 넣을 수 있습니다.`),
  })
  .superRefine((popup, context) => {
    if (popup.startsAt && popup.endsAt && Date.parse(popup.endsAt) <= Date.parse(popup.startsAt)) {
      context.addIssue({
        code: "custom",
        path: ["endsAt"],
        message: "종료 시각은 시작 시각보다 늦어야 합니다.",
      });
    }
    if (popup.pcSizeType === "PIXEL" && (popup.pcWidth === null || popup.pcHeight === null)) {
      context.addIssue({
        code: "custom",
        path: ["pcWidth"],
        message: "픽셀 크기에는 가로와 세로가 필요합니다.",
      });
    }
  });
export type ConsolePopupBody = z.input<typeof consolePopupBodySchema>;
