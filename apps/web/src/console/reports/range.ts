import { MAX_REPORT_DAYS, reportDays } from "@clinic/shared";
import { addDays, realDate, seoulToday } from "@/console/reservations/components/desk-dates";

/** The range picker's presets: the last 7, 30 or 90 days, today included. */
export const REPORT_PRESETS = [7, 30, 90] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const DEFAULT_PRESET: ReportPreset = 30;

export interface ReportRangeChoice {
  from: string;
  to: string;
  /** The preset it is, or null for a custom range. */
  preset: ReportPreset | null;
}

/** The last `days` Seoul dates up to today. */
export const presetRange = (days: ReportPreset, today = seoulToday()): ReportRangeChoice => ({
  from: addDays(today, -(days - 1)),
  to: today,
  preset: days,
});

/**
 * The range a reports URL asks for: `?days=7|30|90`, or `?from&to` when both are real dates in order and at most a
 * year apart; anything else falls back to the last 30 days (the page never shows an error for a hand-edited URL).
 */
export function chooseRange(
  query: { days?: string | undefined; from?: string | undefined; to?: string | undefined },
  today = seoulToday(),
): ReportRangeChoice {
  const preset = REPORT_PRESETS.find((days) => String(days) === query.days);
  if (preset) return presetRange(preset, today);
  const from = realDate(query.from);
  const to = realDate(query.to);
  if (from && to) {
    const days = reportDays(from, to);
    if (days >= 1 && days <= MAX_REPORT_DAYS) return { from, to, preset: null };
  }
  return presetRange(DEFAULT_PRESET, today);
}
