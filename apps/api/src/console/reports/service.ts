import { findPendingSummary } from "@api/console/reservations/repository";
import { DAY_MS, dateOfDay, dayOfDate, seoulDayOf } from "@api/storefront/schedules/seoul-time";
import { type Database, type Tx, withTenant } from "@clinic/db";
import type { ReportRange, ReportSummary } from "@clinic/shared";
import { csvHead, csvRows } from "./csv";
import {
  countBookings,
  countByCreatedDay,
  countByReservedDay,
  countBySource,
  countByTreatment,
  countInquiries,
  type ExportCursor,
  findExportBatch,
  type InstantRange,
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

    /** The dashboard's figures for the range: a handful of aggregate queries in one transaction. */
    summary: (partnerId: number, range: ReportRange): Promise<ReportSummary> =>
      tenant(partnerId, async (tx) => {
        const instants = instantsOf(range);
        const totals = await countBookings(tx, partnerId, instants);
        const reserved = await countByReservedDay(tx, partnerId, instants);
        const created = await countByCreatedDay(tx, partnerId, instants);
        const treatments = await countByTreatment(tx, partnerId, instants, TOP_TREATMENTS);
        const sources = await countBySource(tx, partnerId, instants, TOP_SOURCES);
        const inquiries = await countInquiries(tx, partnerId, instants);
        const waiting = await findPendingSummary(
          tx,
          partnerId,
          seoulMidnight(dateOfDay(seoulDayOf(Date.now()))),
        );

        const reservedByDate = new Map(reserved.map((row) => [row.date, row]));
        const createdByDate = new Map(created.map((row) => [row.date, row.n]));
        const first = dayOfDate(range.from);
        const days = Array.from({ length: dayOfDate(range.to) - first + 1 }, (_, index) => {
          const date = dateOfDay(first + index);
          const day = reservedByDate.get(date);
          return {
            date,
            reserved: day?.n ?? 0,
            cancelled: day?.cancelled ?? 0,
            created: createdByDate.get(date) ?? 0,
          };
        });
        const confirmedOrLater = totals.confirmed + totals.visited + totals.noShow;
        return {
          from: range.from,
          to: range.to,
          bookings: totals.bookings,
          created: created.reduce((sum, day) => sum + day.n, 0),
          statuses: {
            REQUESTED: totals.requested,
            CONFIRMED: totals.confirmed,
            VISITED: totals.visited,
            NO_SHOW: totals.noShow,
            CANCELLED: totals.cancelled,
          },
          types: { VISIT: totals.visits, TREATMENT: totals.treatments },
          cancellations: { byCustomer: totals.byCustomer, byClinic: totals.byClinic },
          // Decided = no longer waiting for the clinic: confirmed (and what followed) or cancelled.
          confirmationRate: share(confirmedOrLater, totals.bookings - totals.requested),
          noShowRate: share(totals.noShow, totals.visited + totals.noShow),
          waitingNow: waiting.count,
          inquiries,
          days,
          treatments,
          sources,
        };
      }),
  };
}

export type ReportService = ReturnType<typeof createReportService>;
