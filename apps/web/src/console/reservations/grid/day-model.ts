import type { DeskReservation, Schedule } from "@clinic/shared";

/**
 * The day grid's plain model (issue 27): rows are the clinic's slots through the day's hours, columns the doctors
 * working that day plus "지정 안 함", each cell saying why it is shaded. Pure, so the server builds it and the
 * interactive grid only draws it.
 */

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const minutesOf = (time: string | null | undefined) =>
  time ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : null;
/** "HH:MM" of minutes since midnight. */
export const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
/** Minutes since Seoul midnight of an instant. */
const seoulMinuteOf = (instant: string) => {
  const shifted = new Date(Date.parse(instant) + SEOUL_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
};
/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

export interface Stretch {
  start: number;
  end: number;
}
/** Why a cell is shaded; "open" is bookable as far as the schedule says. */
export type CellState = "open" | "lunch" | "closed" | "off" | "away";
export const cellLabels: Record<Exclude<CellState, "open">, string> = {
  lunch: "점심시간",
  closed: "진료 시간 외",
  off: "휴무",
  away: "근무 외",
};

export interface ClinicDay {
  /** The clinic does not work that date (holiday or weekly closed day). */
  closed: boolean;
  /** What the heading says about the date: '휴진 (추석)', '단축 진료 10:00–14:00', or null on an ordinary day. */
  label: string | null;
  opening: number | null;
  closing: number | null;
  lunch: Stretch | null;
}

/** The clinic's hours on a date: its date override, else the weekday's hours. */
export function clinicDay(schedule: Schedule, date: string): ClinicDay {
  const weekly = schedule.weekly.find((day) => day.weekday === weekdayOf(date));
  const override = schedule.overrides.find((row) => row.date === date);
  const hours = override ?? weekly;
  const opening = override?.isClosed ? null : minutesOf(hours?.opening);
  const closing = override?.isClosed ? null : minutesOf(hours?.closing);
  const lunchStart = minutesOf(hours?.lunchStart);
  const lunchEnd = minutesOf(hours?.lunchEnd);
  const lunch =
    lunchStart !== null && lunchEnd !== null && lunchEnd > lunchStart
      ? { start: lunchStart, end: lunchEnd }
      : null;
  const closed = opening === null || closing === null || closing <= opening;
  let label: string | null = null;
  if (override?.isClosed) label = `휴진${override.note ? ` (${override.note})` : ""}`;
  else if (closed) label = "정기 휴진";
  else if (override) {
    const usual = (minutesOf(weekly?.closing) ?? 0) - (minutesOf(weekly?.opening) ?? 0);
    const kind = (closing as number) - (opening as number) < usual ? "단축 진료" : "진료 시간 변경";
    label = `${kind} ${clockOf(opening as number)}–${clockOf(closing as number)}${override.note ? ` (${override.note})` : ""}`;
  }
  return { closed, label, opening: closed ? null : opening, closing: closed ? null : closing, lunch };
}

export interface GridColumn {
  /** The doctor's id; null: "지정 안 함". */
  id: number | null;
  name: string;
  /** A day off that date. */
  off: boolean;
  /** The day off's or other hours' note, or "근무 시간 변경 HH:MM–HH:MM". */
  note: string | null;
  /** When the doctor works that day; null: any time the clinic is open ("지정 안 함"). */
  hours: Stretch[] | null;
}

export interface GridBooking {
  id: number;
  name: string;
  /** The language the patient booked in (issue 29). */
  language: DeskReservation["language"];
  status: DeskReservation["status"];
  reservedAt: string;
  /** "HH:MM" (Seoul) of its start. */
  time: string;
  durationMinutes: number;
  /** Row of its start and how many rows it spans. */
  row: number;
  span: number;
  column: number;
  /** Side-by-side place among bookings overlapping in its column. */
  lane: number;
  lanes: number;
  /** Requested or confirmed and not begun: the desk may move it. */
  movable: boolean;
}

export interface DayModel {
  date: string;
  slotMinutes: number;
  clinic: ClinicDay;
  /** Start minute of each row. */
  times: number[];
  columns: GridColumn[];
  /** states[row][column] */
  states: CellState[][];
  bookings: GridBooking[];
}

const NONE = "지정 안 함";
const shown = (row: DeskReservation) => row.status !== "CANCELLED";

function doctorColumn(doctor: Schedule["doctors"][number], date: string): GridColumn | "absent" {
  const override = doctor.overrides.find((row) => row.date === date);
  if (override?.isOff) return { id: doctor.id, name: doctor.name, off: true, note: override.note, hours: [] };
  if (override) {
    const start = minutesOf(override.startTime) ?? 0;
    const end = minutesOf(override.endTime) ?? 0;
    const note = override.note ?? `근무 ${clockOf(start)}–${clockOf(end)}`;
    return { id: doctor.id, name: doctor.name, off: false, note, hours: [{ start, end }] };
  }
  const blocks = doctor.blocks.filter((block) => block.weekday === weekdayOf(date));
  if (blocks.length === 0) return "absent";
  const hours = blocks.map((block) => ({
    start: minutesOf(block.startTime) ?? 0,
    end: minutesOf(block.endTime) ?? 0,
  }));
  return { id: doctor.id, name: doctor.name, off: false, note: null, hours };
}

function stateOf(clinic: ClinicDay, column: GridColumn, minute: number, slot: number): CellState {
  const end = minute + slot;
  if (clinic.opening === null || clinic.closing === null || minute < clinic.opening || end > clinic.closing)
    return "closed";
  if (clinic.lunch && minute < clinic.lunch.end && end > clinic.lunch.start) return "lunch";
  if (column.off) return "off";
  if (column.hours && !column.hours.some((stretch) => stretch.start <= minute && end <= stretch.end))
    return "away";
  return "open";
}

/** The grid of one date from the schedule and that date's reservations. */
export function dayModel(
  schedule: Schedule,
  date: string,
  rows: DeskReservation[],
  now = Date.now(),
): DayModel {
  const slot = schedule.settings.slotMinutes;
  const clinic = clinicDay(schedule, date);
  const booked = rows.filter(shown);
  const bookedDoctors = new Set(booked.map((row) => row.employee?.id));

  const columns: GridColumn[] = [];
  for (const doctor of schedule.doctors) {
    const column = doctorColumn(doctor, date);
    if (column !== "absent") columns.push(column);
    else if (bookedDoctors.has(doctor.id))
      columns.push({ id: doctor.id, name: doctor.name, off: false, note: null, hours: [] });
  }
  columns.push({ id: null, name: NONE, off: false, note: null, hours: null });

  // The day's hours, stretched to any booking outside them, on the slot grid from opening.
  const starts = booked.map((row) => seoulMinuteOf(row.reservedAt));
  const ends = booked.map((row, index) => (starts[index] as number) + row.durationMinutes);
  const anchor = clinic.opening ?? Math.min(...starts, 9 * 60);
  let first = Math.min(anchor, ...starts);
  first = anchor - Math.ceil((anchor - first) / slot) * slot;
  const last = Math.max(clinic.closing ?? first, ...ends);
  const times: number[] = [];
  if (!clinic.closed || booked.length > 0)
    for (let minute = Math.max(0, first); minute < last; minute += slot) times.push(minute);

  const states = times.map((minute) => columns.map((column) => stateOf(clinic, column, minute, slot)));

  const lanesEnd = new Map<number, number[]>();
  const bookings: GridBooking[] = booked
    .map((row, index) => ({ row, start: starts[index] as number }))
    .sort((a, b) => a.start - b.start || a.row.id - b.row.id)
    .map(({ row, start }) => {
      const found = columns.findIndex((column) => column.id === (row.employee?.id ?? null));
      const column = found === -1 ? columns.length - 1 : found;
      const ends = lanesEnd.get(column) ?? [];
      let lane = ends.findIndex((end) => end <= start);
      if (lane === -1) lane = ends.length;
      ends[lane] = start + row.durationMinutes;
      lanesEnd.set(column, ends);
      return {
        id: row.id,
        name: row.name,
        language: row.language,
        status: row.status,
        reservedAt: row.reservedAt,
        time: clockOf(start),
        durationMinutes: row.durationMinutes,
        row: Math.max(0, Math.floor((start - (times[0] ?? start)) / slot)),
        span: Math.max(1, Math.ceil(row.durationMinutes / slot)),
        column,
        lane,
        lanes: 1,
        movable:
          (row.status === "REQUESTED" || row.status === "CONFIRMED") && Date.parse(row.reservedAt) > now,
      };
    });
  for (const booking of bookings) booking.lanes = lanesEnd.get(booking.column)?.length ?? 1;

  return { date, slotMinutes: slot, clinic, times, columns, states, bookings };
}
