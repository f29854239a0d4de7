// `npx tsx bench/slot-engine.ts`: times the pure slot engine on issue 7's target — available times for a 60-day
// range with 10 doctors (target: under 50 ms) — and prints the median of several runs. Printed, never asserted.
import { performance } from "node:perf_hooks";
import { type ClinicSchedule, createSlotEngine } from "../apps/api/src/storefront/schedules/engine";

const RANGE_DAYS = 60;
const DOCTORS = 10;
const RUNS = 21;
const WARMUP_RUNS = 5;

const now = new Date();
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const hours = { opening: "10:00", closing: "20:00", lunchStart: "13:00", lunchEnd: "14:00" };

/** A busy clinic: open six days, a few holidays, every other slot partly booked, doctors on shifting blocks. */
function busyClinic(): ClinicSchedule {
  const booked = new Map<number, number>();
  const start = Date.parse(`${day(0)}T01:00:00Z`);
  for (let i = 0; i < RANGE_DAYS * 48; i += 2) booked.set(start + i * 30 * 60_000, i % 3);
  return {
    weekly: { 1: hours, 2: hours, 3: hours, 4: hours, 5: hours, 6: { ...hours, closing: "16:00" } },
    overrides: [10, 20, 30].map((offset) => ({ date: day(offset), isClosed: true, ...hours })),
    settings: {
      slotMinutes: 30,
      capacityPerSlot: 3,
      minNoticeMinutes: 120,
      reservationRange: RANGE_DAYS,
      strict: true,
    },
    booked,
    employeeBlocks: Array.from({ length: DOCTORS }, (_, id) =>
      [1, 2, 3, 4, 5, 6].flatMap((weekday) =>
        (weekday + id) % 3 === 0
          ? []
          : [
              { employeeId: id + 1, weekday, startTime: "10:00", endTime: "13:00" },
              { employeeId: id + 1, weekday, startTime: "14:00", endTime: id % 2 ? "20:00" : "17:00" },
            ],
      ),
    ).flat(),
  };
}

/** One widget's worth of work: free dates, then every date's times for any doctor and for each doctor. */
function run(schedule: ClinicSchedule): number {
  const engine = createSlotEngine(schedule);
  const request = { durationMinutes: 60 };
  let found = 0;
  for (const date of engine.availableDates(day(0), day(RANGE_DAYS), request, now)) {
    for (const slot of engine.slotsOf(date, request, now)) {
      if (slot.available)
        found += engine.freeEmployees(new Date(slot.startsAt), request.durationMinutes).length;
    }
    for (let id = 1; id <= DOCTORS; id++) {
      found += engine.slotsOf(date, { ...request, employeeId: id }, now).filter((s) => s.available).length;
    }
  }
  return found;
}

const schedule = busyClinic();
for (let i = 0; i < WARMUP_RUNS; i++) run(schedule);
const timings: number[] = [];
let found = 0;
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  found = run(schedule);
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(RUNS / 2)]!;
console.info(
  `slot engine: ${RANGE_DAYS}-day range, ${DOCTORS} doctors — median ${median.toFixed(2)} ms of ${RUNS} runs ` +
    `(min ${timings[0]!.toFixed(2)}, max ${timings[RUNS - 1]!.toFixed(2)}; target < 50 ms; ${found} free pairs)`,
);
