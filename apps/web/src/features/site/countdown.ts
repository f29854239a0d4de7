import { SEOUL_UTC_OFFSET_MINUTES } from "@/ui/styles/tokens";

/** The texts of the countdown label; the page's language gives its own (catalogue.countdown). */
export interface CountdownText {
  dDay: string;
  lastDay: string;
  inProgress: string;
  daysLeftShort: (days: number) => string;
  daysLeft: (days: number) => string;
}

/** Korean texts of the countdown label (spec section 5). */
export const COUNTDOWN_TEXT: CountdownText = {
  dDay: "D-day",
  lastDay: "오늘 마감",
  inProgress: "이벤트 진행 중!",
  daysLeftShort: (days: number) => `D-${days}`,
  daysLeft: (days: number) => `${days}일 후 마감`,
};

/** From this many days left on, the long label just says the event is running. */
export const COUNTDOWN_IN_PROGRESS_DAYS = 10;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since the epoch of the calendar date in Seoul on which `instant` falls. */
function seoulDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + SEOUL_UTC_OFFSET_MINUTES * 60_000) / DAY_MS);
}

/** A bare "YYYY-MM-DD" is a Seoul calendar date; anything else is an instant, placed on Seoul's calendar. */
function endDayNumber(end: string | Date): number | null {
  if (typeof end === "string") {
    const match = DATE_ONLY.exec(end.trim());
    if (match) return Math.floor(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS);
  }
  const instant = typeof end === "string" ? new Date(end) : end;
  return Number.isNaN(instant.getTime()) ? null : seoulDayNumber(instant);
}

/**
 * The countdown label of an event ending on `end` (spec section 5), counted in Seoul calendar days:
 * on the end date 'D-day' (long: '오늘 마감'); 10 or more days left in long mode '이벤트 진행 중!'; otherwise
 * 'D-n' (long: 'n일 후 마감'). No (or an unreadable) date, or an end date already past, shows nothing.
 */
export function countdownLabel(
  end: string | Date | null | undefined,
  options: { short?: boolean; now?: Date; text?: CountdownText } = {},
): string | null {
  if (end === null || end === undefined || end === "") return null;
  const endDay = endDayNumber(end);
  if (endDay === null) return null;
  const days = endDay - seoulDayNumber(options.now ?? new Date());
  if (days < 0) return null;
  const short = options.short ?? false;
  const text = options.text ?? COUNTDOWN_TEXT;
  if (days === 0) return short ? text.dDay : text.lastDay;
  if (!short && days >= COUNTDOWN_IN_PROGRESS_DAYS) return text.inProgress;
  return short ? text.daysLeftShort(days) : text.daysLeft(days);
}
