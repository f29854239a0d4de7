import { z } from "zod";
import { timestamp } from "./common";
import { seoulDayOf } from "./seoul-day";
import { translatedMarkSchema } from "./translations";

// 비급여 진료비용 (non-covered fees, issue 25): what a clinic charges for care the national health insurance does not
// cover. Korean clinics must publish it (의료법 제45조); the storefront shows it at NON_COVERED_FEES_PATH.

/** The storefront page of the fees; the footer's link and the sitemap point here. */
export const NON_COVERED_FEES_PATH = "/non-covered-fees";
export const NON_COVERED_FEES_TITLE = "비급여 진료비용";

export const nonCoveredFeeItemSchema = z.object({
  name: z.string(),
  /** Won. A single price when priceMax is null, else the range 최소~최대. */
  priceMin: z.number().int(),
  priceMax: z.number().int().nullable(),
  /** What one price is for ("1회", "1cc", "50유닛"). */
  unit: z.string().nullable(),
  note: z.string().nullable(),
  /** In another language (issue 29): which of name, unit and note are in it; absent on Korean answers. */
  translated: translatedMarkSchema,
});
export type NonCoveredFeeItem = z.infer<typeof nonCoveredFeeItemSchema>;

/** GET /non-covered-fees: the items by category (in the clinic's order), the notes and the last change. */
export const nonCoveredFeesSchema = z.object({
  categories: z.array(
    z.object({ name: z.string(), items: z.array(nonCoveredFeeItemSchema), translated: translatedMarkSchema }),
  ),
  notes: z.string().nullable(),
  /** ISO time of the last change (최종 변경일); null when the clinic has never published the page. */
  changedAt: timestamp.nullable(),
  /** In another language: ["notes"] when the notes are in it. */
  translated: translatedMarkSchema,
});
export type NonCoveredFees = z.infer<typeof nonCoveredFeesSchema>;

/** "₩390,000" / "390,000원 ~ 450,000원": how the page, the console and tests write a price. */
export function formatFeePrice(item: Pick<NonCoveredFeeItem, "priceMin" | "priceMax">): string {
  const won = (value: number) => `${value.toLocaleString("ko-KR")}원`;
  if (item.priceMax === null || item.priceMax === item.priceMin) return won(item.priceMin);
  return `${won(item.priceMin)} ~ ${won(item.priceMax)}`;
}

const SEOUL_DAY = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** The last change as the page and the console show it: "2026년 11월 17일" (Seoul calendar); "" when unreadable. */
export function formatFeesChangedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : SEOUL_DAY.format(date);
}

/** The same day for <time dateTime>: "2026-11-17". */
export function feesChangedDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : seoulDayOf(date.getTime());
}
