import type { DayHours, EmployeeBlock, EmployeeDateOverride } from "./engine-types";
import { dayOfDate, minutesOf } from "./seoul-time";

/** A stretch of the day the slot grid runs through: opening to lunch, lunch to closing (minutes since midnight). */
export interface Segment {
  start: number;
  end: number;
}

/** Opening to closing, minus lunch when lunch lies inside; a day without both ends is closed. */
export function segmentsOfHours(hours: DayHours): Segment[] {
  const opening = minutesOf(hours.opening);
  const closing = minutesOf(hours.closing);
  if (opening === null || closing === null || closing <= opening) return [];
  const lunchStart = minutesOf(hours.lunchStart);
  const lunchEnd = minutesOf(hours.lunchEnd);
  if (lunchStart === null || lunchEnd === null || lunchEnd <= lunchStart)
    return [{ start: opening, end: closing }];
  return [
    { start: opening, end: Math.min(lunchStart, closing) },
    { start: Math.max(lunchEnd, opening), end: closing },
  ].filter((segment) => segment.end > segment.start);
}

export function blocksByEmployee(list: EmployeeBlock[]): Map<number, Map<number, Segment[]>> {
  const byEmployee = new Map<number, Map<number, Segment[]>>();
  for (const block of list) {
    const start = minutesOf(block.startTime);
    const end = minutesOf(block.endTime);
    if (start === null || end === null) continue;
    let byWeekday = byEmployee.get(block.employeeId);
    if (!byWeekday) {
      byWeekday = new Map();
      byEmployee.set(block.employeeId, byWeekday);
    }
    const segments = byWeekday.get(block.weekday) ?? [];
    segments.push({ start, end });
    byWeekday.set(block.weekday, segments);
  }
  return byEmployee;
}

/** Doctors' date overrides by employee and Seoul day: no segment on a day off, else the one stretch of other hours. */
export function overridesByEmployee(list: EmployeeDateOverride[]): Map<number, Map<number, Segment[]>> {
  const byEmployee = new Map<number, Map<number, Segment[]>>();
  for (const override of list) {
    const start = minutesOf(override.startTime);
    const end = minutesOf(override.endTime);
    const segments = override.isOff || start === null || end === null || end <= start ? [] : [{ start, end }];
    let byDay = byEmployee.get(override.employeeId);
    if (!byDay) {
      byDay = new Map();
      byEmployee.set(override.employeeId, byDay);
    }
    byDay.set(dayOfDate(override.date), segments);
  }
  return byEmployee;
}
