import { queryRows } from "@api/lib/query-rows";
import { type SQL, sql, type Tx } from "@clinic/db";
import { nullableStrings } from "@clinic/shared";
import { z } from "zod";

/**
 * The reports' reads (issue 27). Every figure is counted by PostgreSQL (GROUP BY, count … FILTER), so a year of a
 * busy clinic comes back as a few hundred small rows, never as its bookings. Ranges are instants [start, end):
 * Seoul midnights, so the (partner_id, reserved_at) and (partner_id, created_at) indexes bound the scans.
 */

/**
 * A timestamptz as Seoul wall-clock time. Seoul is UTC+9 without daylight saving: shifting the UTC wall clock by
 * nine hours needs no time-zone database and reads the same whatever the session's TimeZone is.
 */
const seoul = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '9 hours')`;
const seoulDate = (column: SQL) => sql`to_char(${seoul(column)}, 'YYYY-MM-DD')`;
const seoulDateTime = (column: SQL) => sql`to_char(${seoul(column)}, 'YYYY-MM-DD HH24:MI')`;

export interface InstantRange {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** The bounds as parameters: ISO text cast in SQL, so both drivers (node-postgres, PGlite) pass them alike. */
const startOf = (range: InstantRange) => sql`${range.start.toISOString()}::timestamptz`;
const endOf = (range: InstantRange) => sql`${range.end.toISOString()}::timestamptz`;

// ---- The export

const exportRow = z.object({
  id: z.number(),
  /** The cursor: the reservation time as PostgreSQL prints it (microseconds kept, unlike a JS Date). */
  cursor: z.string(),
  date: z.string(),
  time: z.string(),
  status: z.string(),
  type: z.string(),
  name: z.string(),
  phone: z.string(),
  totalPrice: z.number(),
  channel: z.string(),
  createdAt: z.string(),
  // What a booking may lack: treatments (a consultation), a doctor, a note, a campaign, a cancellation.
  ...nullableStrings(
    "treatments",
    "doctor",
    "memo",
    "utmSource",
    "utmMedium",
    "utmCampaign",
    "cancelledAt",
    "cancelledBy",
    "cancelReason",
  ),
});
export type ExportRow = z.infer<typeof exportRow>;

/** Where the previous batch ended: its last row's reservation time (PostgreSQL's text) and id. */
export interface ExportCursor {
  at: string;
  id: number;
}

/**
 * One batch of the export: the range's bookings after `cursor` by (reserved_at, id), with their treatments and
 * doctor. Keyset paging, so each batch costs the same however deep into the year it is.
 */
export function findExportBatch(
  tx: Tx,
  partnerId: number,
  range: InstantRange,
  cursor: ExportCursor | null,
  limit: number,
): Promise<ExportRow[]> {
  const after =
    cursor === null
      ? sql`true`
      : // The plain bound lets the (partner_id, reserved_at) index start at the cursor; the row comparison breaks ties.
        sql`r.reserved_at >= ${cursor.at}::timestamptz and (r.reserved_at, r.id) > (${cursor.at}::timestamptz, ${cursor.id})`;
  return queryRows(
    tx,
    sql`select r.id, r.reserved_at::text as cursor,
        ${seoulDate(sql`r.reserved_at`)} as date, to_char(${seoul(sql`r.reserved_at`)}, 'HH24:MI') as time,
        r.status, r.type,
        (select string_agg(i.product_name || ' · ' || i.option_name, ', ' order by i.id)
           from reservation_items i where i.partner_id = r.partner_id and i.reservation_id = r.id) as treatments,
        e.name as doctor, r.name, r.phone, r.memo, r.total_price as "totalPrice", r.channel,
        r.utm->>'utm_source' as "utmSource", r.utm->>'utm_medium' as "utmMedium",
        r.utm->>'utm_campaign' as "utmCampaign",
        ${seoulDateTime(sql`r.created_at`)} as "createdAt",
        ${seoulDateTime(sql`r.cancelled_at`)} as "cancelledAt",
        r.cancelled_by as "cancelledBy", r.cancel_reason as "cancelReason"
      from reservations r
      left join partner_employees e on e.partner_id = r.partner_id and e.id = r.employee_id
      where r.partner_id = ${partnerId} and r.reserved_at >= ${startOf(range)} and r.reserved_at < ${endOf(range)}
        and ${after}
      order by r.reserved_at, r.id
      limit ${limit}`,
    exportRow,
  );
}

// ---- The dashboard

/** Days since 1970-01-01 of a timestamptz's Seoul date: integer arithmetic, cheaper per row than formatting a date. */
const seoulDayNumber = (column: SQL) => sql`(${seoul(column)}::date - date '1970-01-01')`;

const reservedRow = z.object({
  /** Which grouping set the row is of. */
  set: z.enum(["day", "status", "type", "source"]),
  day: z.number().nullable(),
  status: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  type: z.string().nullable(),
  kind: z.enum(["UTM", "NONE", "DESK"]).nullable(),
  source: z.string().nullable(),
  n: z.number(),
  cancelled: z.number(),
});
export type ReservedCount = z.infer<typeof reservedRow>;

/**
 * The range's bookings (by reservation time) counted four ways in one scan, with GROUPING SETS: per Seoul day
 * (and of them cancelled), per status and who cancelled, per type, and per source (DESK apart, the others by
 * utm_source, blank counting as none). A few hundred rows at most for a year, whatever the clinic's size.
 */
export function countReserved(tx: Tx, partnerId: number, range: InstantRange): Promise<ReservedCount[]> {
  return queryRows(
    tx,
    sql`with r as (
        select ${seoulDayNumber(sql`reserved_at`)} as day, status, cancelled_by, type,
          case when channel = 'DESK' then 'DESK'
               when nullif(btrim(utm->>'utm_source'), '') is null then 'NONE' else 'UTM' end as kind,
          case when channel = 'DESK' then null else nullif(btrim(utm->>'utm_source'), '') end as source
        from reservations
        where partner_id = ${partnerId} and reserved_at >= ${startOf(range)} and reserved_at < ${endOf(range)}
      )
      select case when grouping(day) = 0 then 'day' when grouping(status) = 0 then 'status'
                  when grouping(type) = 0 then 'type' else 'source' end as set,
        day, status, cancelled_by as "cancelledBy", type, kind, source, count(*)::int as n,
        count(*) filter (where status = 'CANCELLED')::int as cancelled
      from r
      group by grouping sets ((day), (status, cancelled_by), (type), (kind, source))`,
    reservedRow,
  );
}

/** Bookings made per Seoul day (created_at, as days since 1970-01-01); days without any left out. */
export function countByCreatedDay(tx: Tx, partnerId: number, range: InstantRange) {
  return queryRows(
    tx,
    sql`select ${seoulDayNumber(sql`created_at`)} as day, count(*)::int as n
      from reservations
      where partner_id = ${partnerId} and created_at >= ${startOf(range)} and created_at < ${endOf(range)}
      group by 1`,
    z.object({ day: z.number(), n: z.number() }),
  );
}

/** Treatments of the range's bookings by product name (as booked), most booked first. */
export function countByTreatment(tx: Tx, partnerId: number, range: InstantRange, limit: number) {
  return queryRows(
    tx,
    sql`select i.product_name as name, count(distinct r.id)::int as count
      from reservations r
      join reservation_items i on i.partner_id = r.partner_id and i.reservation_id = r.id
      where r.partner_id = ${partnerId} and r.reserved_at >= ${startOf(range)} and r.reserved_at < ${endOf(range)}
      group by i.product_name
      order by count desc, name
      limit ${limit}`,
    z.object({ name: z.string(), count: z.number() }),
  );
}

/** Inquiries not yet handled (all time), and received in the range. */
export async function countInquiries(tx: Tx, partnerId: number, range: InstantRange) {
  const [row] = await queryRows(
    tx,
    sql`select count(*) filter (where status = 'RECEIVED')::int as unhandled,
        count(*) filter (where created_at >= ${startOf(range)} and created_at < ${endOf(range)})::int as "inRange"
      from inquiries where partner_id = ${partnerId}`,
    z.object({ unhandled: z.number(), inRange: z.number() }),
  );
  return row ?? { unhandled: 0, inRange: 0 };
}
