import { DEFAULT_LANGUAGE, type Language } from "@clinic/shared";

/**
 * Dates, times, prices and numbers in the page's language (issue 29), always in Seoul's calendar and clock: the
 * clinic is in Seoul, and a visitor abroad books Seoul's hours. Korean keeps the storefront's own spellings
 * ("2025.03.01", "120,000원", "2시간 30분"), the other languages read as Intl writes them. Pure.
 */

const TIME_ZONE = "Asia/Seoul";
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Seoul calendar date ("2025-03-01") or an ISO instant as an instant; null when unreadable. */
export function toInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A plain date is that day in Seoul, not UTC's (which is the day before in Seoul until 09:00).
  const instant = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00+09:00` : value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

// Formatters are costly to build and pages format many values: one per language and kind.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { timeZone: TIME_ZONE, ...options });
    cache.set(key, format);
  }
  return format as Intl.DateTimeFormat;
}

function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    cache.set(key, format);
  }
  return format as Intl.NumberFormat;
}

/** The Seoul calendar date "2025-03-01" of a value (a <time dateTime>); null when unreadable. */
export function seoulDate(value: string | null | undefined): string | null {
  const instant = toInstant(value);
  // en-CA writes YYYY-MM-DD, which needs no parsing of locale-specific parts.
  return instant
    ? dateTimeFormat("en-CA" as Language, { year: "numeric", month: "2-digit", day: "2-digit" }).format(
        instant,
      )
    : null;
}

/** A date: ko "2025.03.01", en "Mar 1, 2025", ja/zh "2025年3月1日"; null when unreadable. */
export function formatDate(
  value: string | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  if (language === DEFAULT_LANGUAGE) return seoulDate(value)?.replaceAll("-", ".") ?? null;
  const instant = toInstant(value);
  return instant
    ? dateTimeFormat(language, { year: "numeric", month: "short", day: "numeric" }).format(instant)
    : null;
}

/** A date written out: ko "2025년 3월 1일", en "March 1, 2025", ja/zh "2025年3月1日"; "" when unreadable. */
export function formatLongDate(
  value: string | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const instant = toInstant(value);
  return instant
    ? dateTimeFormat(language, { year: "numeric", month: "long", day: "numeric" }).format(instant)
    : "";
}

/** A date with its time: ko "2025.03.01 14:30", en "Mar 1, 2025, 2:30 PM"; null when unreadable. */
export function formatDateTime(
  value: string | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  const instant = toInstant(value);
  if (!instant) return null;
  if (language === DEFAULT_LANGUAGE) {
    const time = dateTimeFormat("en-GB" as Language, {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    return `${formatDate(value)} ${time.format(instant)}`;
  }
  return dateTimeFormat(language, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(instant);
}

/** A period, open-ended on either side: ko "2025.03.01 ~ 2025.03.31", en "Mar 1, 2025 – Mar 31, 2025". */
export function formatPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  const from = formatDate(start, language);
  const to = formatDate(end, language);
  if (!from && !to) return null;
  const dash = language === DEFAULT_LANGUAGE ? "~" : language === "en" ? "–" : "～";
  const spaced = language === DEFAULT_LANGUAGE || language === "en";
  return (spaced ? `${from ?? ""} ${dash} ${to ?? ""}` : `${from ?? ""}${dash}${to ?? ""}`).trim();
}

/** A number grouped for the language: 1250000 → "1,250,000". */
export const formatNumber = (value: number, language: Language = DEFAULT_LANGUAGE) =>
  numberFormat(language).format(value);

/** A price in won: ko "120,000원" (the storefront's spelling), other languages "₩120,000". */
export function formatPrice(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  if (language === DEFAULT_LANGUAGE) return `${formatNumber(amount, language)}원`;
  return numberFormat(language, { style: "currency", currency: "KRW" }).format(amount);
}

/** A percentage from a whole percent: 30 → "30%" (ja/zh too), as the language writes it. */
export const formatPercent = (percent: number, language: Language = DEFAULT_LANGUAGE) =>
  numberFormat(language, { style: "percent" }).format(percent / 100);

/** A treatment's length: ko "45분", "2시간", "2시간 30분"; en "45 min", "2 hr", "2 hr 30 min"; null for none. */
export function formatDuration(
  minutes: number | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  if (minutes === null || minutes === undefined || minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: "hour" | "minute") =>
    numberFormat(language, { style: "unit", unit: name, unitDisplay: "short" }).format(value);
  if (language === DEFAULT_LANGUAGE) {
    if (hours === 0) return `${rest}분`;
    return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
  }
  if (hours === 0) return unit(rest, "minute");
  return rest === 0 ? unit(hours, "hour") : `${unit(hours, "hour")} ${unit(rest, "minute")}`;
}

/**
 * The name of ISO weekday 1 (Monday) … 7 (Sunday) in `language`: 2024-01-01 was a Monday (in Seoul too, where its
 * midnight UTC is 09:00).
 */
export const weekdayName = (language: Language, weekday: number, style: "long" | "short" = "long"): string =>
  dateTimeFormat(language, { weekday: style }).format(Date.UTC(2024, 0, weekday));
