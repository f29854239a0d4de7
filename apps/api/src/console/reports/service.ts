import { findPendingSummary } from "@api/console/reservations/repository";
import { DAY_MS, dateOfDay, dayOfDate, seoulDayOf } from "@api/storefront/schedules/seoul-time";
import { type Database, type Tx, withTenant } from "@clinic/db";
import type { ReportRange, ReportSummary } from "@clinic/shared";
import { csvHead, csvRows } from "./csv";
import {
  countByCreatedDay,
  countByTreatment,
  countInquiries,
  countReserved,
  type ExportCursor,
  findExportBatch,
  type InstantRange,
  type ReservedCount,
} from "./repository";

/** Rows per export batch: one short transaction and one string of ~200 KB at a time. */
export const EXPORT_BATCH_ROWS = 1000;
/** The dashboard's bars: the most booked treatments and sources (the rest would be unreadable slivers). */
const TOP_TREATMENTS = 15;
const TOP_SOURCES = 15;

/** Midnight (Seoul, UTC+9 without daylight saving) of a date. */
const seoulMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00+09:00`));

/** Seoul dates from…to, both included, as instants [start of from, start of the day after to). */
export const instantsOf = (range: ReportRange): InstantRange => ({
  start: seoulMidnight(range.from),
  end: new Date(seoulMidnight(range.to).getTime() + DAY_MS),
});

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const statusKeys = ["REQUESTED", "CONFIRMED", "VISITED", "NO_SHOW", "CANCELLED"] as const;

/**
 * The figures of the grouped rows (a few hundred at most): each grouping set read into its place, every date of the
 * range present (zero where nothing was booked), the sources most first.
 */
export function summarise(
  range: ReportRange,
  reserved: ReservedCount[],
  created: { day: number; n: number }[],
): Omit<ReportSummary, "waitingNow" | "inquiries" | "treatments"> {
  const statuses = { REQUESTED: 0, CONFIRMED: 0, VISITED: 0, NO_SHOW: 0, CANCELLED: 0 };
  const types = { VISIT: 0, TREATMENT: 0 };
  const cancellations = { byCustomer: 0, byClinic: 0 };
  const perDay = new Map<number, ReservedCount>();
  const sources: ReportSummary["sources"] = [];
  for (const row of reserved) {
    if (row.set === "day" && row.day !== null) perDay.set(row.day, row);
    else if (row.set === "type" && (row.type === "VISIT" || row.type === "TREATMENT"))
      types[row.type] += row.n;
    else if (row.set === "source" && row.kind)
      sources.push({ kind: row.kind, source: row.source, count: row.n });
    else if (row.set === "status") {
      const status = statusKeys.find((key) => key === row.status);
      if (status) statuses[status] += row.n;
      if (status === "CANCELLED") {
        if (row.cancelledBy === "CUSTOMER") cancellations.byCustomer += row.n;
        else cancellations.byClinic += row.n;
      }
    }
  }
  const createdPerDay = new Map(created.map((row) => [row.day, row.n]));
  const first = dayOfDate(range.from);
  const days = Array.from({ length: dayOfDate(range.to) - first + 1 }, (_, index) => {
    const day = perDay.get(first + index);
    return {
      date: dateOfDay(first + index),
      reserved: day?.n ?? 0,
      cancelled: day?.cancelled ?? 0,
      created: createdPerDay.get(first + index) ?? 0,
    };
  });
  const bookings = statusKeys.reduce((sum, key) => sum + statuses[key], 0);
  const confirmedOrLater = statuses.CONFIRMED + statuses.VISITED + statuses.NO_SHOW;
  return {
    from: range.from,
    to: range.to,
    bookings,
    created: days.reduce((sum, day) => sum + day.created, 0),
    statuses,
    types,
    cancellations,
    // Decided = no longer waiting for the clinic: confirmed (and what followed) or cancelled.
    confirmationRate: share(confirmedOrLater, bookings - statuses.REQUESTED),
    noShowRate: share(statuses.NO_SHOW, statuses.VISITED + statuses.NO_SHOW),
    days,
    // Most first; ties: no source before named ones, then by name (as the tests and the page expect).
    sources: sources
      .sort((a, b) => b.count - a.count || (a.source ?? "").localeCompare(b.source ?? ""))
      .slice(0, TOP_SOURCES),
  };
}

/** The reports of the console (issue 27): the bookings export and the dashboard's figures. */
export function createReportService(database: Database, batchRows = EXPORT_BATCH_ROWS) {
  const tenant = <T>(partnerId: number, work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, work);

  return {
    /**
     * The export's text, piece by piece: the BOM and header, then one piece per batch of bookings. The first batch
     * is read before anything is answered, so a database that is down is a 503, not a file cut short. Each batch
     * is its own short transaction: a slow download holds no connection between batches, and a booking changed
     * meanwhile shows as it is when its batch is read.
     */
    async exportCsv(partnerId: number, range: ReportRange): Promise<AsyncGenerator<string>> {
      const instants = instantsOf(range);
      const batch = (after: ExportCursor | null) =>
        tenant(partnerId, (tx) => findExportBatch(tx, partnerId, instants, after, batchRows));
      let rows = await batch(null);
      return (async function* pieces() {
        yield csvHead();
        for (;;) {
          if (rows.length > 0) yield csvRows(rows);
          const last = rows.at(-1);
          if (!last || rows.length < batchRows) return;
          rows = await batch({ at: last.cursor, id: last.id });
        }
      })();
    },

    /** The dashboard's figures for the range: four aggregate queries (and two small counts) in one transaction. */
    summary: (partnerId: number, range: ReportRange): Promise<ReportSummary> =>
      tenant(partnerId, async (tx) => {
        const instants = instantsOf(range);
        const reserved = await countReserved(tx, partnerId, instants);
        const created = await countByCreatedDay(tx, partnerId, instants);
        const treatments = await countByTreatment(tx, partnerId, instants, TOP_TREATMENTS);
        const inquiries = await countInquiries(tx, partnerId, instants);
        const waiting = await findPendingSummary(
          tx,
          partnerId,
          seoulMidnight(dateOfDay(seoulDayOf(Date.now()))),
        );
        return {
          ...summarise(range, reserved, created),
          waitingNow: waiting.count,
          inquiries,
          treatments,
        };
      }),
  };
}

export type ReportService = ReturnType<typeof createReportService>;
