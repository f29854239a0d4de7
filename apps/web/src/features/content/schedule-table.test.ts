import type { EmployeeSchedule } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { buildScheduleTable, isClosedForAll, SCHEDULE_WEEKDAYS } from "./schedule-table";

const block = (
  employeeId: number,
  weekday: number,
  startTime: string,
  endTime: string,
  note: string | null = null,
) => ({ employeeId, weekday, startTime, endTime, note }) satisfies EmployeeSchedule;

const kim = { id: 7, name: "김민지" };
const doctors = [kim, { id: 3, name: "박서준" }];

describe("buildScheduleTable", () => {
  it("has the weekdays Monday to Sunday as columns", () => {
    expect(SCHEDULE_WEEKDAYS.map((day) => day.label)).toEqual(["월", "화", "수", "목", "금", "토", "일"]);
    const [row] = buildScheduleTable([kim], []);
    expect(row?.cells.map((cell) => cell.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the doctors' order and shows hours cut to HH:MM, '휴진' where there is no block", () => {
    const rows = buildScheduleTable(doctors, [
      block(3, 1, "14:00:00", "18:30:00"),
      block(7, 1, "09:30:00", "13:00:00"),
      block(7, 6, "09:30", "14:00"),
    ]);
    expect(rows.map((row) => row.doctor.name)).toEqual(["김민지", "박서준"]);
    expect(rows[0]?.cells[0]).toEqual({ weekday: 1, blocks: ["09:30–13:00"], notes: [], off: false });
    expect(rows[0]?.cells[1]).toEqual({ weekday: 2, blocks: [], notes: [], off: true });
    expect(rows[0]?.cells[5]?.blocks).toEqual(["09:30–14:00"]);
    expect(rows[1]?.cells[0]?.blocks).toEqual(["14:00–18:30"]);
    expect(rows[1]?.cells[6]?.off).toBe(true);
  });

  it("sorts a day's blocks, merges touching ones and keeps separate ones apart", () => {
    const [row] = buildScheduleTable(
      [kim],
      [
        block(7, 2, "14:00", "18:00"),
        block(7, 2, "09:30", "13:00"),
        block(7, 3, "09:30", "13:00"),
        block(7, 3, "13:00", "18:00"),
      ],
    );
    expect(row?.cells[1]?.blocks).toEqual(["09:30–13:00", "14:00–18:00"]);
    expect(row?.cells[2]?.blocks).toEqual(["09:30–18:00"]);
  });

  it("ignores other people's schedules and empty blocks, and keeps a day's notes once", () => {
    const [row] = buildScheduleTable(
      [kim],
      [
        block(99, 1, "09:00", "18:00"),
        block(7, 4, "10:00", "10:00"),
        block(7, 5, "09:30", "13:00", " 격주 근무 "),
        block(7, 5, "14:00", "18:00", "격주 근무"),
      ],
    );
    expect(row?.cells[0]?.off).toBe(true);
    expect(row?.cells[3]?.off).toBe(true);
    expect(row?.cells[4]?.notes).toEqual(["격주 근무"]);
  });
});

describe("isClosedForAll", () => {
  it("is true only when every doctor is off that day", () => {
    const rows = buildScheduleTable(doctors, [block(7, 1, "09:30", "13:00")]);
    expect(isClosedForAll(rows, 1)).toBe(false);
    expect(isClosedForAll(rows, 7)).toBe(true);
  });
});
