import { findClinicRow } from "@api/lib/clinic-rows";
import { and, asc, eq, gte, inArray, lte, schema, type Tx } from "@clinic/db";
import type { DateOverride, DayHours, EmployeeBlock, EmployeeDateOverride } from "./engine";

/** The clinic's reservation settings, or the table's column defaults when it has no row (read from the schema). */
export async function findSettings(tx: Tx, partnerId: number) {
  const row = await findClinicRow(tx, schema.reservationSettings, partnerId);
  if (row) return row;
  const column = schema.reservationSettings;
  return {
    partnerId,
    slotMinutes: column.slotMinutes.default as number,
    capacityPerSlot: column.capacityPerSlot.default as number,
    minNoticeMinutes: column.minNoticeMinutes.default as number,
    cancelCutoffMinutes: column.cancelCutoffMinutes.default as number,
    visitMinutes: column.visitMinutes.default as number,
  };
}
export type SettingsRow = Awaited<ReturnType<typeof findSettings>>;

/** reservationRange/Mode/Confirm from homepage_configs, with the column defaults when the clinic has no row. */
export async function findReservationConfig(tx: Tx, partnerId: number) {
  const config = schema.homepageConfigs;
  const [row] = await tx
    .select({
      reservationRange: config.reservationRange,
      reservationMode: config.reservationMode,
      reservationConfirm: config.reservationConfirm,
    })
    .from(config)
    .where(eq(config.partnerId, partnerId));
  return (
    row ?? {
      reservationRange: config.reservationRange.default as number,
      reservationMode: config.reservationMode.default as string,
      reservationConfirm: config.reservationConfirm.default as boolean,
    }
  );
}

export async function findWeeklyHours(tx: Tx, partnerId: number): Promise<Record<number, DayHours>> {
  const times = schema.partnerOperationTimes;
  const rows = await tx.select().from(times).where(eq(times.partnerId, partnerId));
  return Object.fromEntries(rows.map((row) => [row.weekday, row]));
}

/** Overrides of the dates from … to (YYYY-MM-DD, inclusive). */
export async function findOverrides(
  tx: Tx,
  partnerId: number,
  from: string,
  to: string,
): Promise<DateOverride[]> {
  const overrides = schema.scheduleOverrides;
  return tx
    .select()
    .from(overrides)
    .where(and(eq(overrides.partnerId, partnerId), gte(overrides.date, from), lte(overrides.date, to)));
}

/** Places taken per slot start (epoch ms) in [from, to]. */
export async function findBooked(
  tx: Tx,
  partnerId: number,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const slots = schema.reservationSlots;
  const rows = await tx
    .select({ startsAt: slots.startsAt, booked: slots.booked })
    .from(slots)
    .where(and(eq(slots.partnerId, partnerId), gte(slots.startsAt, from), lte(slots.startsAt, to)));
  return new Map(rows.map((row) => [row.startsAt.getTime(), row.booked]));
}

/** Weekly blocks of the clinic's visible doctors (all of them, or the ids given). */
export async function findDoctorBlocks(
  tx: Tx,
  partnerId: number,
  employeeIds?: number[],
): Promise<EmployeeBlock[]> {
  const blocks = schema.partnerEmployeeSchedules;
  const employees = schema.partnerEmployees;
  return tx
    .select({
      employeeId: blocks.employeeId,
      weekday: blocks.weekday,
      startTime: blocks.startTime,
      endTime: blocks.endTime,
    })
    .from(blocks)
    .innerJoin(employees, and(eq(employees.partnerId, blocks.partnerId), eq(employees.id, blocks.employeeId)))
    .where(
      and(
        eq(blocks.partnerId, partnerId),
        eq(employees.employeeType, "DOCTOR"),
        eq(employees.isVisible, true),
        employeeIds ? inArray(blocks.employeeId, employeeIds) : undefined,
      ),
    );
}

/** Date overrides (day off, other hours) of the clinic's visible doctors (all, or the ids given) from … to. */
export async function findDoctorOverrides(
  tx: Tx,
  partnerId: number,
  from: string,
  to: string,
  employeeIds?: number[],
): Promise<EmployeeDateOverride[]> {
  const dated = schema.doctorScheduleOverrides;
  const employees = schema.partnerEmployees;
  return tx
    .select({
      employeeId: dated.employeeId,
      date: dated.date,
      isOff: dated.isOff,
      startTime: dated.startTime,
      endTime: dated.endTime,
    })
    .from(dated)
    .innerJoin(employees, and(eq(employees.partnerId, dated.partnerId), eq(employees.id, dated.employeeId)))
    .where(
      and(
        eq(dated.partnerId, partnerId),
        gte(dated.date, from),
        lte(dated.date, to),
        eq(employees.employeeType, "DOCTOR"),
        eq(employees.isVisible, true),
        employeeIds ? inArray(dated.employeeId, employeeIds) : undefined,
      ),
    );
}

/** Visible doctors by weight, for the free-doctor list. */
export async function findDoctors(tx: Tx, partnerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const employees = schema.partnerEmployees;
  return tx
    .select({
      id: employees.id,
      name: employees.name,
      position: employees.position,
      imageUrl: employees.photoUrl,
    })
    .from(employees)
    .where(and(eq(employees.partnerId, partnerId), inArray(employees.id, ids)))
    .orderBy(asc(employees.weight), asc(employees.id));
}

/** Duration of the clinic's options among `ids` (only those found, so callers can spot unknown ids). */
export async function findOptionDurations(tx: Tx, partnerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const options = schema.productOptions;
  return tx
    .select({ id: options.id, durationMinutes: options.durationMinutes })
    .from(options)
    .where(and(eq(options.partnerId, partnerId), inArray(options.id, ids)));
}
