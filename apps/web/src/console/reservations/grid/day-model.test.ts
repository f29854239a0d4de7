import type { DeskReservation, Schedule } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { clinicDay, dayModel } from "./day-model";

// 2030-03-04 is a Monday.
const DATE = "2030-03-04";
const schedule: Schedule = {
  settings: {
    slotMinutes: 30,
    capacityPerSlot: 2,
    minNoticeMinutes: 0,
    cancelCutoffMinutes: 0,
    visitMinutes: 30,
  },
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    opening: "09:00",
    closing: "12:00",
    lunchStart: "10:00",
    lunchEnd: "10:30",
  })),
  overrides: [
    {
      id: 1,
      date: "2030-03-05",
      isClosed: true,
      opening: null,
      closing: null,
      lunchStart: null,
      lunchEnd: null,
      note: "삼일절 대체",
    },
    {
      id: 2,
      date: "2030-03-06",
      isClosed: false,
      opening: "09:00",
      closing: "10:00",
      lunchStart: null,
      lunchEnd: null,
      note: null,
    },
  ],
  doctors: [
    {
      id: 7,
      name: "김원장",
      position: null,
      blocks: [{ weekday: 1, startTime: "09:00", endTime: "11:00" }],
      overrides: [],
    },
    {
      id: 8,
      name: "이원장",
      position: null,
      blocks: [{ weekday: 1, startTime: "09:00", endTime: "12:00" }],
      overrides: [{ date: DATE, isOff: true, startTime: null, endTime: null, note: "학회" }],
    },
    { id: 9, name: "박원장", position: null, blocks: [], overrides: [] },
  ],
};

const booking = (id: number, time: string, employee: { id: number; name: string } | null, minutes = 30) =>
  ({
    id,
    name: `환자${id}`,
    status: "CONFIRMED",
    reservedAt: `${DATE}T${time}:00+09:00`,
    durationMinutes: minutes,
    employee,
  }) as DeskReservation;

describe("the day grid's model", () => {
  it("lays the clinic's slots, doctors working that day plus 지정 안 함, and shades lunch, a day off and other hours", () => {
    const model = dayModel(schedule, DATE, [], Date.parse("2030-01-01T00:00:00Z"));
    expect(model.times).toEqual([540, 570, 600, 630, 660, 690]);
    expect(model.columns.map((column) => [column.name, column.off])).toEqual([
      ["김원장", false],
      ["이원장", true],
      ["지정 안 함", false],
    ]);
    expect(model.states.map((row) => row.join(" "))).toEqual([
      "open off open",
      "open off open",
      "lunch lunch lunch",
      "open off open",
      "away off open",
      "away off open",
    ]);
  });

  it("places bookings at their start spanning their length, side by side when they overlap", () => {
    const doctor = { id: 7, name: "김원장" };
    const model = dayModel(
      schedule,
      DATE,
      [booking(1, "09:00", doctor, 60), booking(2, "09:30", doctor), booking(3, "11:00", null)],
      Date.parse("2030-01-01T00:00:00Z"),
    );
    expect(model.bookings.map((b) => [b.id, b.row, b.span, b.column, b.lane, b.lanes, b.movable])).toEqual([
      [1, 0, 2, 0, 0, 2, true],
      [2, 1, 1, 0, 1, 2, true],
      [3, 4, 1, 2, 0, 1, true],
    ]);
  });

  it("names a holiday and a half day in the heading", () => {
    expect(clinicDay(schedule, "2030-03-05")).toMatchObject({ closed: true, label: "휴진 (삼일절 대체)" });
    expect(clinicDay(schedule, "2030-03-06").label).toBe("단축 진료 09:00–10:00");
    expect(clinicDay(schedule, "2030-03-09")).toMatchObject({ closed: true, label: "정기 휴진" });
    expect(dayModel(schedule, "2030-03-05", []).times).toEqual([]);
  });
});
