import { z } from "zod";

/**
 * Reports (issue 27): the bookings export (CSV) and the dashboard's figures, both over Seoul dates from…to
 * inclusive, at most a year (366 days, so a leap year's whole year fits).
 */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export const reportMessages = {
  range: `조회 기간은 최대 ${MAX_REPORT_DAYS}일(1년)까지입니다. 기간을 나누어 받아 주세요.`,
  order: "종료일은 시작일과 같거나 그 이후여야 합니다.",
  date: "날짜는 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요.",
} as const;

/** A real calendar date: "2026-02-30" is refused (z.iso.date checks the shape and the day of the month). */
const reportDate = z.iso.date(reportMessages.date);

/** Days from `from` to `to`, both counted; NaN when either is not a date. */
export const reportDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both Seoul dates and both included, at most MAX_REPORT_DAYS days. */
export const reportRangeQuerySchema = z
  .object({ from: reportDate, to: reportDate })
  .superRefine((query, context) => {
    const days = reportDays(query.from, query.to);
    if (days < 1) context.addIssue({ code: "custom", path: ["to"], message: reportMessages.order });
    else if (days > MAX_REPORT_DAYS)
      context.addIssue({ code: "custom", path: ["to"], message: reportMessages.range });
  });
export type ReportRange = z.infer<typeof reportRangeQuerySchema>;

/** The export's answer: a text/csv file (UTF-8 with BOM, CRLF), documented by its media type, never parsed as JSON. */
export const reservationExportSchema = z
  .string()
  .describe(
    "UTF-8 CSV with a byte order mark and CRLF line ends (RFC 4180), one row per booking of the range, Korean headers",
  );

/** Where the dashboard's "per source" bar comes from: a utm_source value, none (직접/없음), or the desk. */
export const reportSourceKinds = ["UTM", "NONE", "DESK"] as const;

const count = z.number().int().min(0);
/** A share in 0…1; null when there is nothing to divide by (no decided booking, no visit or no-show). */
const rate = z.number().min(0).max(1).nullable();

export const reportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Bookings whose reservation time falls in the range, whatever their status. */
  bookings: count,
  /** Bookings made (received) in the range, whenever they are for. */
  created: count,
  /** Of `bookings`: how many of each status. */
  statuses: z.object({
    REQUESTED: count,
    CONFIRMED: count,
    VISITED: count,
    NO_SHOW: count,
    CANCELLED: count,
  }),
  /** Of `bookings`: consultations (VISIT) and treatments. */
  types: z.object({ VISIT: count, TREATMENT: count }),
  /** Of the cancelled: by the customer (widget, my-page) and by the clinic. */
  cancellations: z.object({ byCustomer: count, byClinic: count }),
  /** Confirmed, visited or no-show, over every booking no longer waiting (all but REQUESTED). */
  confirmationRate: rate,
  /** No-shows over visits and no-shows. */
  noShowRate: rate,
  /** Requests waiting for confirmation now: REQUESTED from today (Seoul) on, whatever the range. */
  waitingNow: count,
  inquiries: z.object({
    /** Inquiries not yet handled, whenever they came. */
    unhandled: count,
    /** Inquiries received in the range. */
    inRange: count,
  }),
  /** Every date of the range, in order: bookings for that date, of them cancelled, and bookings made that day. */
  days: z.array(z.object({ date: z.string(), reserved: count, cancelled: count, created: count })),
  /** Treatments booked in the range (by the product's name at booking), most first; consultations not included. */
  treatments: z.array(z.object({ name: z.string(), count })),
  /** Bookings of the range by where they came from, most first. */
  sources: z.array(z.object({ kind: z.enum(reportSourceKinds), source: z.string().nullable(), count })),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** Labels of the source kinds without a utm_source value. */
export const reportSourceLabels = { NONE: "직접/없음", DESK: "전화/데스크" } as const;
