import { type Language, LOCALES } from "./catalogues";

/** How the widget writes dates, times, prices and durations in one language; everything in Seoul's time. */
export interface Formats {
  /** A YYYY-MM-DD date: "2026년 11월 24일 (화)", "Tue, November 24, 2026", "2026年11月24日(火)". */
  date(date: string): string;
  /** A date within a month the calendar shows: "24일 (화)", "Tue, Nov 24", "24日(火)". */
  dayOfMonth(date: string): string;
  /** A calendar's caption: "2026년 11월", "November 2026", "2026年11月". */
  month(year: number, month: number): string;
  /** The calendar's column headers, Sunday first. */
  weekdays: string[];
  /** An instant's Seoul clock time, 24-hour "10:30" in every language (the times grid reads alike everywhere). */
  time(instant: string): string;
  /** An amount in won: "150,000원" in Korean, "₩150,000" elsewhere. */
  price(won: number): string;
  /** "30분", "30 minutes", "30 分", "30分钟". */
  minutes(count: number): string;
}

/** A date-only value as a UTC instant: its calendar day is the same in every time zone's reading of UTC. */
const dayInstant = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

const cache = new Map<Language, Formats>();

export function formatsFor(language: Language): Formats {
  const known = cache.get(language);
  if (known) return known;
  const locale = LOCALES[language];
  const day = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options });
  const fullDate = day({ year: "numeric", month: "long", day: "numeric", weekday: "short" });
  const plainDate = day({ year: "numeric", month: "long", day: "numeric" });
  const weekday = day({ weekday: "short" });
  const dayWithWeekday =
    language === "en"
      ? day({ weekday: "short", month: "short", day: "numeric" })
      : day({ day: "numeric", weekday: "short" });
  const monthCaption = day({ year: "numeric", month: "long" });
  // Chinese short weekdays ("周二") crowd a seven-column table; their narrow form ("二") is how calendars write them.
  const header = language.startsWith("zh") ? day({ weekday: "narrow" }) : weekday;
  const clock = new Intl.DateTimeFormat(locale, {
    timeZone: "Asia/Seoul",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const won = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "KRW",
    currencyDisplay: "narrowSymbol",
  });
  const grouped = new Intl.NumberFormat("ko-KR");
  const minutes = new Intl.NumberFormat(locale, { style: "unit", unit: "minute", unitDisplay: "long" });
  const formats: Formats = {
    // Korean keeps the widget's "2026년 11월 24일 (화)" (Intl's own Korean leaves the weekday unbracketed).
    date: (date) =>
      language === "ko"
        ? `${plainDate.format(dayInstant(date))} (${weekday.format(dayInstant(date))})`
        : fullDate.format(dayInstant(date)),
    dayOfMonth: (date) => dayWithWeekday.format(dayInstant(date)),
    month: (year, month) => monthCaption.format(new Date(Date.UTC(year, month - 1, 1))),
    // 2026-11-01 is a Sunday.
    weekdays: Array.from({ length: 7 }, (_, index) => header.format(new Date(Date.UTC(2026, 10, 1 + index)))),
    time: (instant) => {
      const at = new Date(instant);
      return Number.isNaN(at.getTime()) ? instant : clock.format(at);
    },
    price: (value) => (language === "ko" ? `${grouped.format(value)}원` : won.format(value)),
    minutes: (count) => minutes.format(count),
  };
  cache.set(language, formats);
  return formats;
}
