// `npx tsx bench/reports.ts` (run by `npm run bench`): the reports of issue 27 on a generated clinic with 100,000
// bookings over about two years (statuses, types, treatments, sources and desk bookings varied), on embedded PGlite
// and, when one answers, on PostgreSQL (BENCH_PG_URL or TEST_DATABASE_URL, default postgres://root@127.0.0.1:5432/test;
// a scratch database is created and dropped). Prints, per database:
// - the dashboard's answer (the summary service: all of its aggregate queries in one transaction) for the last
//   30 and 365 days, p50 and p99 of repeated runs (issue 27's target: under 200 ms);
// - the CSV export of the last 365 days, read to the end in batches: time and size.
// Printed, never asserted (benchmarks report, tests don't time).
import { performance } from "node:perf_hooks";
import { createReportService, instantsOf } from "../apps/api/src/console/reports/service";
import { type Database, schema, sql, withTenant } from "../packages/db/src/index";
import { onEachDatabase } from "./lib/each-database";

const BOOKINGS = 100_000;
const DAYS = 730;
const PATIENTS = 5_000;
const SUMMARY_RUNS = { 30: 40, 365: 20 } as const;
const EXPORT_RUNS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const seoulDate = (offsetDays: number) =>
  new Date(Date.now() + 9 * 60 * 60 * 1000 + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** The generated clinic: a partner, four doctors, one customer, patients, the bookings and their treatments. */
async function generateClinic(database: Database): Promise<number> {
  const [partner] = await database.db
    .insert(schema.partners)
    .values({ code: `benchreports${Date.now()}`, partnerName: "통계 벤치 의원" })
    .returning({ id: schema.partners.id });
  const partnerId = partner?.id as number;
  await withTenant(database.db, partnerId, async (tx) => {
    await tx
      .insert(schema.partnerEmployees)
      .values(["김원장", "이원장", "박원장", "최원장"].map((name, weight) => ({ partnerId, name, weight })));
    const [customer] = await tx
      .insert(schema.customers)
      .values({ partnerId, type: "GUEST", name: "벤치 고객", phone: "01000000000" })
      .returning({ id: schema.customers.id });
    // Patients first, so every booking names its patient and the joining trigger has nothing to do.
    await tx.execute(sql`insert into patients (partner_id, phone, name)
      select ${partnerId}, '010' || lpad((10000000 + g)::text, 8, '0'), '환자' || g
      from generate_series(0, ${PATIENTS - 1}) g`);
    // One multi-row INSERT … SELECT: ~137 bookings a day from 600 days ago to 130 days ahead, 09:00–18:30 Seoul.
    await tx.execute(sql`
      with doctors as (select array_agg(id order by id) as ids from partner_employees where partner_id = ${partnerId}),
        people as (select array_agg(id order by phone) as ids from patients where partner_id = ${partnerId}),
        -- Seoul wall clock without a time-zone database: UTC+9, no daylight saving.
        start as (select date_trunc('day', (now() at time zone 'UTC') + interval '9 hours') - interval '600 days' as day)
      insert into reservations (partner_id, customer_id, patient_id, type, status, reserved_at, duration_minutes,
        employee_id, name, phone, memo, total_price, utm, channel, created_at, updated_at, cancelled_at,
        cancelled_by, cancel_reason)
      select ${partnerId}, ${customer?.id}, people.ids[1 + g % ${PATIENTS}],
        case when g % 3 = 0 then 'VISIT' else 'TREATMENT' end,
        (array['VISITED','CONFIRMED','VISITED','CANCELLED','VISITED','NO_SHOW','REQUESTED','VISITED'])[1 + g % 8],
        at, 30, doctors.ids[1 + g % 4], '환자' || (g % ${PATIENTS}),
        '010' || lpad((10000000 + g % ${PATIENTS})::text, 8, '0'),
        case when g % 7 = 0 then '첫 방문, "주차" 문의' end,
        case when g % 3 = 0 then 0 else 50000 + (g % 10) * 10000 end,
        (array[null, '{"utm_source":"naver","utm_medium":"cpc","utm_campaign":"spring"}',
          '{"utm_source":"instagram","utm_medium":"social"}', '{"utm_source":"kakao"}',
          '{"utm_source":"google","utm_medium":"cpc"}'])[1 + g % 5]::jsonb,
        case when g % 10 = 0 then 'DESK' else 'ONLINE' end,
        at - make_interval(days => g % 14, hours => 1), at - make_interval(days => g % 14, hours => 1),
        case when g % 8 = 3 then at - interval '1 day' end,
        case when g % 8 = 3 then (case when g % 16 = 3 then 'CUSTOMER' else 'CLINIC' end) end,
        case when g % 16 = 11 then '일정 변경' end
      from generate_series(0, ${BOOKINGS - 1}) g, doctors, people, start,
        lateral (select (start.day + make_interval(days => g % ${DAYS}, hours => 9 + g % 10, mins => 30 * (g % 2)))
          at time zone 'UTC' - interval '9 hours' as at) t`);
    await tx.execute(sql`
      insert into reservation_items (partner_id, reservation_id, product_id, product_option_id, product_name,
        option_name, price, duration_minutes)
      select r.partner_id, r.id, 1 + r.id % 12, 1 + r.id % 12,
        (array['리프팅','보톡스','필러','레이저 토닝','피코 토닝','여드름 관리','스킨 부스터','제모','울쎄라',
          '써마지','물광 주사','비타민 관리'])[1 + r.id % 12], '1회', 50000, 30
      from reservations r where r.partner_id = ${partnerId} and r.type = 'TREATMENT'`);
  });
  await database.db.execute(sql`analyze reservations`);
  await database.db.execute(sql`analyze reservation_items`);
  return partnerId;
}

const pick = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measure(label: string, database: Database) {
  const generating = performance.now();
  const partnerId = await generateClinic(database);
  const generated = performance.now() - generating;
  const reports = createReportService(database);
  const today = seoulDate(0);
  const lines = [`reports on ${label} (100,000 bookings generated in ${(generated / 1000).toFixed(1)} s):`];
  // The floor of any answer that reads a year of bookings, measured in the same run: one count(*) over the last
  // 365 days' rows. On a loaded machine every figure grows together; the ratio to this one does not.
  const year = instantsOf({ from: seoulDate(-364), to: today });
  const floorTimes: number[] = [];
  for (let run = 0; run < 12; run++) {
    const started = performance.now();
    await withTenant(database.db, partnerId, (tx) =>
      tx.execute(sql`select count(*) from reservations where partner_id = ${partnerId}
        and reserved_at >= ${year.start.toISOString()}::timestamptz and reserved_at < ${year.end.toISOString()}::timestamptz`),
    );
    if (run >= 2) floorTimes.push(performance.now() - started);
  }
  floorTimes.sort((a, b) => a - b);
  const floor = pick(floorTimes, 0.5);
  lines.push(`  baseline: count(*) of the last 365 days' bookings, p50 ${ms(floor)}`);
  for (const days of [30, 365] as const) {
    const range = { from: seoulDate(-(days - 1)), to: today };
    let bookings = 0;
    const times: number[] = [];
    for (let run = 0; run < SUMMARY_RUNS[days] + 2; run++) {
      const started = performance.now();
      const summary = await reports.summary(partnerId, range);
      // The first two runs warm the caches and the query plans; they are not counted.
      if (run >= 2) times.push(performance.now() - started);
      bookings = summary.bookings;
    }
    times.sort((a, b) => a - b);
    lines.push(
      `  dashboard summary, last ${days} days (${bookings.toLocaleString("en")} bookings): p50 ${ms(pick(times, 0.5))} (${(pick(times, 0.5) / floor).toFixed(1)} × baseline), p99 ${ms(pick(times, 0.99))} (${times.length} runs; target < 200 ms)`,
    );
  }
  const yearRange = { from: seoulDate(-364), to: today };
  const exportTimes: number[] = [];
  let bytes = 0;
  let rows = 0;
  for (let run = 0; run < EXPORT_RUNS; run++) {
    const started = performance.now();
    bytes = 0;
    rows = 0;
    for await (const piece of await reports.exportCsv(partnerId, yearRange)) {
      bytes += Buffer.byteLength(piece);
      rows += piece.split("\r\n").length - 1;
    }
    exportTimes.push(performance.now() - started);
  }
  exportTimes.sort((a, b) => a - b);
  lines.push(
    `  CSV export, last 365 days (${(rows - 1).toLocaleString("en")} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB): p50 ${ms(pick(exportTimes, 0.5))}, max ${ms(exportTimes.at(-1) ?? Number.NaN)} (${EXPORT_RUNS} runs)`,
  );
  console.info(lines.join("\n"));
}

await onEachDatabase("reports", measure);
