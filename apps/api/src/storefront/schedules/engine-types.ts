/** Hours of one day; "HH:MM" or "HH:MM:SS". A null opening (or closing) means closed. */
export interface DayHours {
  opening: string | null;
  closing: string | null;
  lunchStart: string | null;
  lunchEnd: string | null;
}

/** One date that differs from the weekly hours: closed, or open with other hours. */
export interface DateOverride extends DayHours {
  /** "YYYY-MM-DD" in Asia/Seoul. */
  date: string;
  isClosed: boolean;
  /** Shown to visitors on a closed date, e.g. '추석 연휴'. */
  note?: string | null;
}

/** A date in the asked range on which the clinic does not work, and why (the visitor is told). */
export interface ClosedDay {
  date: string;
  reason: string;
}

export interface EngineSettings {
  slotMinutes: number;
  capacityPerSlot: number;
  minNoticeMinutes: number;
  /** Days ahead a reservation may be made: today … today + reservationRange (Asia/Seoul). */
  reservationRange: number;
  /** STRICT caps every slot at capacityPerSlot; otherwise the clinic takes requests and confirms them itself. */
  strict: boolean;
}

/** One weekly working block of an employee (a doctor). */
export interface EmployeeBlock {
  employeeId: number;
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: number;
  startTime: string;
  endTime: string;
}

/**
 * A doctor's own date (issue 27): off all day, or working startTime–endTime instead of the weekly blocks of that
 * weekday. The clinic's hours still bound every booking.
 */
export interface EmployeeDateOverride {
  employeeId: number;
  /** "YYYY-MM-DD" in Asia/Seoul. */
  date: string;
  isOff: boolean;
  startTime: string | null;
  endTime: string | null;
}

/** Everything the engine knows about one clinic; plain data, no database. */
export interface ClinicSchedule {
  /** Weekly hours by ISO weekday (1 … 7); a missing weekday is closed. */
  weekly: Partial<Record<number, DayHours>>;
  overrides: DateOverride[];
  settings: EngineSettings;
  /** Places taken per slot start (epoch ms). */
  booked: Map<number, number>;
  /** Doctors' weekly blocks; only consulted when a reservation names an employee. */
  employeeBlocks?: EmployeeBlock[];
  /** Doctors' date overrides; on such a date they replace that doctor's weekly blocks. */
  employeeOverrides?: EmployeeDateOverride[];
}

/** What is being booked: how long it takes and, optionally, with whom. */
export interface EngineRequest {
  durationMinutes: number;
  employeeId?: number | undefined;
}

export type Refusal = "closed" | "tooSoon" | "outOfRange" | "full" | "employeeBusy";

export interface EngineSlot {
  /** "HH:MM" in Asia/Seoul. */
  time: string;
  /** ISO instant with +09:00. */
  startsAt: string;
  available: boolean;
  /** Free places left for the whole reservation (STRICT); null when the clinic takes requests. */
  remaining: number | null;
}
