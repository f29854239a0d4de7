import type { EmployeeSchedule } from "@clinic/shared";
import { shortTime } from "@/features/site/format";

/** Column headers Monday → Sunday (ISO weekdays 1–7, the API's numbering). */
export const SCHEDULE_WEEKDAYS = [
  { weekday: 1, label: "월", name: "월요일" },
  { weekday: 2, label: "화", name: "화요일" },
  { weekday: 3, label: "수", name: "수요일" },
  { weekday: 4, label: "목", name: "목요일" },
  { weekday: 5, label: "금", name: "금요일" },
  { weekday: 6, label: "토", name: "토요일" },
  { weekday: 7, label: "일", name: "일요일" },
] as const;

/** Between the start and the end of a block (an en dash: '09:30–13:00'). */
const RANGE_DASH = "–";

export interface ScheduleCell {
  weekday: number;
  /** Working blocks of the day in time order, e.g. ['09:30–13:00', '14:00–18:30']; empty on a day off. */
  blocks: string[];
  /** Notes the clinic attached to the day's blocks (e.g. '격주 근무'), without repeats. */
  notes: string[];
  off: boolean;
}

export interface ScheduleRow<D> {
  doctor: D;
  cells: ScheduleCell[];
}

/** Blocks of one doctor on one day that touch or overlap are one stretch of work: 09:30–13:00 + 13:00–18:00. */
function mergeBlocks(blocks: EmployeeSchedule[]): { start: string; end: string }[] {
  const sorted = blocks
    .map((block) => ({ start: shortTime(block.startTime), end: shortTime(block.endTime) }))
    .filter((block) => block.start < block.end)
    .sort((a, b) => a.start.localeCompare(b.start));
  const merged: { start: string; end: string }[] = [];
  for (const block of sorted) {
    const last = merged[merged.length - 1];
    if (last && block.start <= last.end) {
      if (block.end > last.end) last.end = block.end;
    } else {
      merged.push({ ...block });
    }
  }
  return merged;
}

/**
 * The weekly schedule table: one row per doctor (in the order given), one cell per weekday Monday → Sunday.
 * Schedules of people not in `doctors` are ignored; a day without a usable block is '휴진'.
 */
export function buildScheduleTable<D extends { id: number }>(
  doctors: readonly D[],
  schedules: readonly EmployeeSchedule[],
): ScheduleRow<D>[] {
  return doctors.map((doctor) => {
    const own = schedules.filter((schedule) => schedule.employeeId === doctor.id);
    return {
      doctor,
      cells: SCHEDULE_WEEKDAYS.map(({ weekday }) => {
        const day = own.filter((schedule) => schedule.weekday === weekday);
        const blocks = mergeBlocks(day).map((block) => `${block.start}${RANGE_DASH}${block.end}`);
        const notes = [
          ...new Set(day.flatMap((schedule) => (schedule.note?.trim() ? [schedule.note.trim()] : []))),
        ];
        return { weekday, blocks, notes: blocks.length > 0 ? notes : [], off: blocks.length === 0 };
      }),
    };
  });
}

/** Whether any doctor works on `weekday`; the mobile view hides nothing, but the table marks fully closed days. */
export function isClosedForAll<D>(rows: readonly ScheduleRow<D>[], weekday: number): boolean {
  return rows.every((row) => row.cells.find((cell) => cell.weekday === weekday)?.off ?? true);
}
