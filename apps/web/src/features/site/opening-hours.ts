import { type DayHours, type PartnerInfo, weekdays } from "@clinic/shared";
import { shortTime } from "./format";

/** Korean labels of the footer's opening-hours block; another language passes its own (footer-hours.tsx). */
export const HOURS_TEXT = {
  weekday: "평일",
  monToFri: "월-금",
  saturday: "토요일",
  lunch: "점심시간",
  off: "휴진",
  none: "없음",
} as const;
export type HoursText = Record<keyof typeof HOURS_TEXT, string>;

export interface HoursRow {
  label: string;
  value: string;
}

function range(hours: DayHours, text: HoursText): string {
  if (!hours.opening || !hours.closing) return text.off;
  return `${shortTime(hours.opening)} - ${shortTime(hours.closing)}`;
}

function lunch(partner: PartnerInfo, day: DayHours, text: HoursText): string {
  const start = day.lunchStart ?? partner.lunchStart;
  const end = day.lunchEnd ?? partner.lunchEnd;
  if (!start || !end) return text.none;
  return `${shortTime(start)} - ${shortTime(end)}`;
}

/**
 * Opening hours as the footer shows them (spec section 2): 'weekWeekend' → weekday (Monday's hours), Saturday
 * and lunch in one group; otherwise Mon–Fri in one group and Saturday plus lunch in another. Closed days read
 * 'Off' (휴진), an empty lunch 'none' (없음); times are cut to HH:MM.
 */
export function footerHours(partner: PartnerInfo, text: HoursText = HOURS_TEXT): HoursRow[][] {
  const { monday, saturday } = partner.operationTimes;
  if (partner.operationTimeType === "weekWeekend") {
    return [
      [
        { label: text.weekday, value: range(monday, text) },
        { label: text.saturday, value: range(saturday, text) },
        { label: text.lunch, value: lunch(partner, monday, text) },
      ],
    ];
  }
  return [
    [{ label: text.monToFri, value: range(monday, text) }],
    [
      { label: text.saturday, value: range(saturday, text) },
      { label: text.lunch, value: lunch(partner, monday, text) },
    ],
  ];
}

/** Korean weekday names, Monday first (the order of @clinic/shared's weekdays). */
const WEEKDAY_NAMES = ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"] as const;

const isClosed = (hours: DayHours) => !hours.opening || !hours.closing;

/**
 * A note naming the weekdays the clinic is closed every week, e.g. '일요일 휴진' (null when it opens daily).
 * The spec's groups show only Monday and Saturday; without this line a visitor could not tell that Sunday is
 * closed.
 */
export function closedDaysNote(
  partner: Pick<PartnerInfo, "operationTimes">,
  say: (days: string) => string = (days) => `${days} ${HOURS_TEXT.off}`,
  names: readonly string[] = WEEKDAY_NAMES,
): string | null {
  const closed = weekdays.flatMap((day, index) =>
    isClosed(partner.operationTimes[day]) ? [names[index]] : [],
  );
  return closed.length === 0 ? null : say(closed.join(" · "));
}
