import { describe, expect, it } from "vitest";
import { type ClinicSchedule, createSlotEngine, type DayHours } from "./engine";

// 2026-11-23 is a Monday. "now" is Monday 2026-11-23 08:00 KST unless a test says otherwise.
const NOW = new Date("2026-11-23T08:00:00+09:00");
const weekday: DayHours = {
  opening: "10:00:00",
  closing: "19:00:00",
  lunchStart: "13:00:00",
  lunchEnd: "14:00:00",
};
const closed: DayHours = { opening: null, closing: null, lunchStart: null, lunchEnd: null };

function clinic(overrides: Partial<ClinicSchedule> = {}): ClinicSchedule {
  return {
    weekly: {
      1: weekday,
      2: weekday,
      3: weekday,
      4: weekday,
      5: weekday,
      6: { opening: "10:00", closing: "14:00", lunchStart: null, lunchEnd: null },
      7: closed,
    },
    overrides: [],
    settings: {
      slotMinutes: 30,
      capacityPerSlot: 2,
      minNoticeMinutes: 120,
      reservationRange: 14,
      strict: true,
    },
    booked: new Map(),
    ...overrides,
  };
}
const at = (iso: string) => new Date(iso);
const visit = { durationMinutes: 30 };
const times = (slots: { time: string; available: boolean }[]) =>
  slots.filter((s) => s.available).map((s) => s.time);

describe("slot engine", () => {
  it("lays the grid from opening to closing around lunch, with +09:00 instants", () => {
    const slots = createSlotEngine(clinic()).slotsOf("2026-11-24", visit, NOW);
    expect(slots.map((s) => s.time)).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
      "17:00",
      "17:30",
      "18:00",
      "18:30",
    ]);
    expect(slots[0]).toEqual({
      time: "10:00",
      startsAt: "2026-11-24T10:00:00+09:00",
      available: true,
      remaining: 2,
    });
    expect(createSlotEngine(clinic()).check(at("2026-11-24T13:00:00+09:00"), visit, NOW)).toBe("closed");
    expect(createSlotEngine(clinic()).check(at("2026-11-24T12:30:00+09:00"), visit, NOW)).toBeNull();
  });

  it("refuses weekly holidays and closed overrides, and skips them in available dates", () => {
    const engine = createSlotEngine(
      clinic({ overrides: [{ date: "2026-11-25", isClosed: true, ...closed }] }),
    );
    expect(engine.slotsOf("2026-11-29", visit, NOW)).toEqual([]);
    expect(engine.check(at("2026-11-25T10:00:00+09:00"), visit, NOW)).toBe("closed");
    expect(engine.availableDates("2026-11-23", "2026-11-30", visit, NOW)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-30",
    ]);
  });

  it("names the closed dates of the range with the override's note, a plain 휴진 or the weekly 정기 휴진", () => {
    const engine = createSlotEngine(
      clinic({
        overrides: [
          { date: "2026-11-25", isClosed: true, ...closed, note: "추석 연휴" },
          { date: "2026-11-26", isClosed: true, ...closed, note: "  " },
        ],
      }),
    );
    expect(engine.closedDays("2026-11-20", "2026-11-30", NOW)).toEqual([
      { date: "2026-11-25", reason: "추석 연휴" },
      { date: "2026-11-26", reason: "휴진" },
      { date: "2026-11-29", reason: "정기 휴진" },
    ]);
    // Beyond the bookable range nothing is listed (the calendar cannot show it anyway).
    expect(engine.closedDays("2026-12-10", "2026-12-31", NOW)).toEqual([]);
  });

  it("uses an override's other hours for that date only", () => {
    const engine = createSlotEngine(
      clinic({
        overrides: [
          {
            date: "2026-11-26",
            isClosed: false,
            opening: "15:00",
            closing: "17:00",
            lunchStart: null,
            lunchEnd: null,
          },
        ],
      }),
    );
    expect(times(engine.slotsOf("2026-11-26", visit, NOW))).toEqual(["15:00", "15:30", "16:00", "16:30"]);
    expect(engine.check(at("2026-11-26T10:00:00+09:00"), visit, NOW)).toBe("closed");
    expect(engine.check(at("2026-11-27T10:00:00+09:00"), visit, NOW)).toBeNull();
  });

  it("keeps the minimum notice: nothing before now + 120 minutes", () => {
    const now = at("2026-11-24T10:10:00+09:00");
    const engine = createSlotEngine(clinic());
    expect(engine.check(at("2026-11-24T12:00:00+09:00"), visit, now)).toBe("tooSoon");
    expect(engine.check(at("2026-11-24T12:30:00+09:00"), visit, now)).toBeNull();
    expect(times(engine.slotsOf("2026-11-24", visit, now))[0]).toBe("12:30");
    expect(engine.check(at("2026-11-20T12:30:00+09:00"), visit, now)).toBe("tooSoon");
  });

  it("ends the range reservationRange days after today", () => {
    const engine = createSlotEngine(clinic());
    // today 2026-11-23 + 14 days = Monday 2026-12-07
    expect(engine.check(at("2026-12-07T18:30:00+09:00"), visit, NOW)).toBeNull();
    expect(engine.check(at("2026-12-08T10:00:00+09:00"), visit, NOW)).toBe("outOfRange");
    expect(engine.availableDates("2026-12-05", "2026-12-31", visit, NOW)).toEqual([
      "2026-12-05",
      "2026-12-07",
    ]);
  });

  it("gives a long treatment only starts whose slots all fit before lunch or closing", () => {
    const engine = createSlotEngine(clinic());
    const ninety = { durationMinutes: 90 };
    expect(times(engine.slotsOf("2026-11-24", ninety, NOW))).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
      "17:00",
      "17:30",
    ]);
    expect(engine.check(at("2026-11-24T12:00:00+09:00"), ninety, NOW)).toBe("closed");
    expect(engine.check(at("2026-11-24T18:00:00+09:00"), ninety, NOW)).toBe("closed");
    // 45 minutes take two 30-minute slots
    expect(engine.slotStarts(at("2026-11-24T12:00:00+09:00"), { durationMinutes: 45 })).toEqual([
      at("2026-11-24T12:00:00+09:00").getTime(),
      at("2026-11-24T12:30:00+09:00").getTime(),
    ]);
    expect(engine.slotStarts(at("2026-11-24T12:30:00+09:00"), { durationMinutes: 45 })).toEqual([]);
  });

  it("needs a named doctor's block to cover the whole reservation", () => {
    const engine = createSlotEngine(
      clinic({
        employeeBlocks: [
          { employeeId: 1, weekday: 2, startTime: "10:00", endTime: "12:00" },
          { employeeId: 2, weekday: 2, startTime: "11:00", endTime: "19:00" },
          { employeeId: 2, weekday: 3, startTime: "10:00", endTime: "19:00" },
        ],
      }),
    );
    const hour = { durationMinutes: 60 };
    expect(engine.check(at("2026-11-24T11:00:00+09:00"), { ...hour, employeeId: 1 }, NOW)).toBeNull();
    expect(engine.check(at("2026-11-24T11:30:00+09:00"), { ...hour, employeeId: 1 }, NOW)).toBe(
      "employeeBusy",
    );
    expect(engine.check(at("2026-11-24T10:00:00+09:00"), { ...hour, employeeId: 2 }, NOW)).toBe(
      "employeeBusy",
    );
    expect(times(engine.slotsOf("2026-11-24", { ...hour, employeeId: 1 }, NOW))).toEqual([
      "10:00",
      "10:30",
      "11:00",
    ]);
    expect(engine.freeEmployees(at("2026-11-24T11:00:00+09:00"), 60)).toEqual([1, 2]);
    expect(engine.freeEmployees(at("2026-11-24T11:30:00+09:00"), 60)).toEqual([2]);
    expect(engine.freeEmployees(at("2026-11-26T11:00:00+09:00"), 60)).toEqual([]);
  });

  it("lets a doctor's date override replace the weekly blocks: off offers nothing, other hours their own", () => {
    const engine = createSlotEngine(
      clinic({
        employeeBlocks: [
          { employeeId: 1, weekday: 2, startTime: "10:00", endTime: "19:00" },
          { employeeId: 2, weekday: 2, startTime: "10:00", endTime: "19:00" },
          { employeeId: 1, weekday: 3, startTime: "10:00", endTime: "19:00" },
        ],
        employeeOverrides: [
          { employeeId: 1, date: "2026-11-24", isOff: true, startTime: null, endTime: null },
          { employeeId: 2, date: "2026-11-24", isOff: false, startTime: "15:00:00", endTime: "17:00:00" },
          // A doctor without weekly blocks who comes in on one date.
          { employeeId: 3, date: "2026-11-25", isOff: false, startTime: "10:00", endTime: "11:00" },
        ],
      }),
    );
    expect(times(engine.slotsOf("2026-11-24", { ...visit, employeeId: 1 }, NOW))).toEqual([]);
    expect(engine.check(at("2026-11-24T11:00:00+09:00"), { ...visit, employeeId: 1 }, NOW)).toBe(
      "employeeBusy",
    );
    expect(times(engine.slotsOf("2026-11-24", { ...visit, employeeId: 2 }, NOW))).toEqual([
      "15:00",
      "15:30",
      "16:00",
      "16:30",
    ]);
    expect(engine.freeEmployees(at("2026-11-24T11:00:00+09:00"), 30)).toEqual([]);
    expect(engine.freeEmployees(at("2026-11-24T15:00:00+09:00"), 30)).toEqual([2]);
    // Other dates keep the weekly blocks; the clinic still books without a doctor on the day off.
    expect(engine.check(at("2026-11-25T11:00:00+09:00"), { ...visit, employeeId: 1 }, NOW)).toBeNull();
    expect(engine.freeEmployees(at("2026-11-25T10:00:00+09:00"), 30)).toEqual([1, 3]);
    expect(engine.check(at("2026-11-24T11:00:00+09:00"), visit, NOW)).toBeNull();
  });

  it("counts remaining places over every occupied slot and refuses full ones in STRICT mode", () => {
    const booked = new Map([
      [at("2026-11-24T10:30:00+09:00").getTime(), 1],
      [at("2026-11-24T11:00:00+09:00").getTime(), 2],
    ]);
    const engine = createSlotEngine(clinic({ booked }));
    const slots = engine.slotsOf("2026-11-24", { durationMinutes: 60 }, NOW);
    expect(slots.slice(0, 3).map((s) => [s.time, s.available, s.remaining])).toEqual([
      ["10:00", true, 1],
      ["10:30", false, 0],
      ["11:00", false, 0],
    ]);
    expect(engine.check(at("2026-11-24T11:00:00+09:00"), visit, NOW)).toBe("full");
    expect(engine.check(at("2026-11-24T10:30:00+09:00"), visit, NOW)).toBeNull();
    expect(engine.placesLeft(at("2026-11-24T10:30:00+09:00"), visit)).toBe(1);
    expect(engine.placesLeft(at("2026-11-24T11:00:00+09:00"), visit)).toBe(0);
    expect(engine.placesLeft(at("2026-11-24T13:00:00+09:00"), visit)).toBe(0);
  });

  it("takes requests without a cap outside STRICT mode", () => {
    const booked = new Map([[at("2026-11-24T11:00:00+09:00").getTime(), 9]]);
    const schedule = clinic({ booked });
    const engine = createSlotEngine({ ...schedule, settings: { ...schedule.settings, strict: false } });
    const slot = engine.slotsOf("2026-11-24", visit, NOW).find((s) => s.time === "11:00");
    expect(slot).toEqual({
      time: "11:00",
      startsAt: "2026-11-24T11:00:00+09:00",
      available: true,
      remaining: null,
    });
    expect(engine.check(at("2026-11-24T11:00:00+09:00"), visit, NOW)).toBeNull();
  });

  it("reads the Seoul calendar across UTC midnight, whatever the machine's zone", () => {
    // 23:30 KST Monday is 14:30 UTC Monday; 00:30 KST Tuesday is still Monday in UTC.
    const lateMonday = at("2026-11-23T23:30:00+09:00");
    const engine = createSlotEngine(
      clinic({
        settings: {
          slotMinutes: 30,
          capacityPerSlot: 2,
          minNoticeMinutes: 0,
          reservationRange: 1,
          strict: true,
        },
      }),
    );
    expect(engine.availableDates("2026-11-22", "2026-11-30", visit, lateMonday)).toEqual(["2026-11-24"]);
    const tuesdayEarly = at("2026-11-24T00:30:00+09:00");
    expect(tuesdayEarly.toISOString()).toBe("2026-11-23T15:30:00.000Z");
    // today is Tuesday in Seoul: range 1 day reaches Wednesday, Thursday is out of range
    expect(engine.availableDates("2026-11-20", "2026-11-30", visit, tuesdayEarly)).toEqual([
      "2026-11-24",
      "2026-11-25",
    ]);
    expect(engine.check(at("2026-11-26T10:00:00+09:00"), visit, tuesdayEarly)).toBe("outOfRange");
    expect(engine.check(at("2026-11-24T10:00:00+09:00"), visit, tuesdayEarly)).toBeNull();
  });

  it("asked for the desk, drops the minimum notice but keeps the range counted from the real today", () => {
    // 00:30 KST Tuesday with two hours' notice: the visitor's earliest start is 02:30, the desk's is now.
    const justAfterMidnight = at("2026-11-24T00:30:00+09:00");
    const engine = createSlotEngine(clinic());
    const desk = { withoutNotice: true };
    // The range (14 days) ends on Tuesday 2026-12-08 for both; a desk that counted from "two hours earlier" (Monday)
    // lost that day.
    const lastDay = at("2026-12-08T10:00:00+09:00");
    expect(engine.check(lastDay, visit, justAfterMidnight)).toBeNull();
    expect(engine.check(lastDay, visit, justAfterMidnight, desk)).toBeNull();
    expect(engine.check(at("2026-12-09T10:00:00+09:00"), visit, justAfterMidnight, desk)).toBe("outOfRange");
    expect(engine.availableDates("2026-12-07", "2026-12-31", visit, justAfterMidnight, desk)).toEqual([
      "2026-12-07",
      "2026-12-08",
    ]);
    // Ten o'clock is within the notice for a visitor and not for the desk.
    const morning = at("2026-11-24T09:00:00+09:00");
    expect(engine.check(at("2026-11-24T10:00:00+09:00"), visit, morning)).toBe("tooSoon");
    expect(engine.check(at("2026-11-24T10:00:00+09:00"), visit, morning, desk)).toBeNull();
    expect(times(engine.slotsOf("2026-11-24", visit, morning, desk))[0]).toBe("10:00");
    expect(times(engine.slotsOf("2026-11-24", visit, morning))[0]).toBe("11:00");
  });

  it("refuses instants off the grid", () => {
    const engine = createSlotEngine(clinic());
    expect(engine.check(at("2026-11-24T10:15:00+09:00"), visit, NOW)).toBe("closed");
    expect(engine.check(at("2026-11-24T10:00:30+09:00"), visit, NOW)).toBe("closed");
  });
});
