import type { ReservationRow } from "@api/customer/reservations/repository";
import { ofClinic } from "@api/lib/clinic-rows";
import { and, asc, count, eq, gte, lt, schema, sql, type Tx } from "@clinic/db";
import type { DoctorOverrideBody, ScheduleOverrideBody, ScheduleSettings } from "@clinic/shared";

const {
  doctorScheduleOverrides,
  partnerEmployeeSchedules,
  partnerEmployees,
  reservationSettings,
  reservations,
  scheduleOverrides,
} = schema;

export interface DeskFilter {
  from: Date;
  /** Exclusive; none: every later reservation (the pending queue). */
  to?: Date | undefined;
  status?: string | undefined;
  employeeId?: number | undefined;
  type?: string | undefined;
  limit?: number | undefined;
}

/** The clinic's reservations in [from, to), by reservation time. */
export async function findDeskRows(tx: Tx, partnerId: number, filter: DeskFilter): Promise<ReservationRow[]> {
  return tx
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.partnerId, partnerId),
        gte(reservations.reservedAt, filter.from),
        filter.to === undefined ? undefined : lt(reservations.reservedAt, filter.to),
        filter.status === undefined ? undefined : eq(reservations.status, filter.status),
        filter.employeeId === undefined ? undefined : eq(reservations.employeeId, filter.employeeId),
        filter.type === undefined ? undefined : eq(reservations.type, filter.type),
      ),
    )
    .orderBy(asc(reservations.reservedAt), asc(reservations.id))
    .limit(filter.limit ?? Number.MAX_SAFE_INTEGER);
}

/** How many requests wait for confirmation from `from` on, and the newest change among them. */
export async function findPendingSummary(tx: Tx, partnerId: number, from: Date) {
  const [found] = await tx
    .select({
      n: count(),
      latest: sql<Date | null>`max(${reservations.updatedAt})`.mapWith(reservations.updatedAt),
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.partnerId, partnerId),
        eq(reservations.status, "REQUESTED"),
        gte(reservations.reservedAt, from),
      ),
    );
  return { count: found?.n ?? 0, latest: found?.latest ?? null };
}

/** Newest change of any reservation (to the millisecond) and how many changed after `since` (updated_at is set on insert too). */
export async function findChanges(tx: Tx, partnerId: number, since: Date | undefined) {
  const [latest] = await tx
    .select({ at: sql<Date | null>`max(${reservations.updatedAt})`.mapWith(reservations.updatedAt) })
    .from(reservations)
    .where(eq(reservations.partnerId, partnerId));
  const [changed] = await tx
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.partnerId, partnerId),
        // PostgreSQL keeps microseconds, the `latest` a client sends back only milliseconds: compare at that
        // precision, or the newest change would count as newer than itself.
        since === undefined
          ? undefined
          : sql`date_trunc('milliseconds', ${reservations.updatedAt}) > ${since}`,
      ),
    );
  return { latest: latest?.at ?? null, count: changed?.n ?? 0 };
}

export async function setCancelReason(tx: Tx, partnerId: number, id: number, reason: string) {
  const [row] = await tx
    .update(reservations)
    .set({ cancelReason: reason })
    .where(and(eq(reservations.partnerId, partnerId), eq(reservations.id, id)))
    .returning();
  if (!row) throw new Error(`reservation ${id} vanished`);
  return row;
}

// ---- Schedule

export async function upsertSettings(tx: Tx, partnerId: number, settings: ScheduleSettings): Promise<void> {
  await tx
    .insert(reservationSettings)
    .values({ partnerId, ...settings })
    .onConflictDoUpdate({ target: reservationSettings.partnerId, set: settings });
}

/** Overrides of `fromDate` (YYYY-MM-DD) and later, by date. */
export async function findOverridesFrom(tx: Tx, partnerId: number, fromDate: string) {
  return tx
    .select()
    .from(scheduleOverrides)
    .where(ofClinic(scheduleOverrides, partnerId, gte(scheduleOverrides.date, fromDate)))
    .orderBy(asc(scheduleOverrides.date));
}

export async function upsertOverride(tx: Tx, partnerId: number, body: ScheduleOverrideBody) {
  const hours = body.isClosed
    ? { opening: null, closing: null, lunchStart: null, lunchEnd: null }
    : {
        opening: body.opening ?? null,
        closing: body.closing ?? null,
        lunchStart: body.lunchStart ?? null,
        lunchEnd: body.lunchEnd ?? null,
      };
  const values = { isClosed: body.isClosed, note: body.note ?? null, ...hours };
  const [row] = await tx
    .insert(scheduleOverrides)
    .values({ partnerId, date: body.date, ...values })
    .onConflictDoUpdate({ target: [scheduleOverrides.partnerId, scheduleOverrides.date], set: values })
    .returning();
  if (!row) throw new Error("override was not saved");
  return row;
}

export async function deleteOverride(tx: Tx, partnerId: number, id: number) {
  const rows = await tx
    .delete(scheduleOverrides)
    .where(ofClinic(scheduleOverrides, partnerId, eq(scheduleOverrides.id, id)))
    .returning({ id: scheduleOverrides.id, date: scheduleOverrides.date });
  return rows[0] ?? null;
}

/** The clinic's doctors (visible or not: the desk plans hidden ones too), by weight. */
export async function findDoctorList(tx: Tx, partnerId: number) {
  return tx
    .select({ id: partnerEmployees.id, name: partnerEmployees.name, position: partnerEmployees.position })
    .from(partnerEmployees)
    .where(and(eq(partnerEmployees.partnerId, partnerId), eq(partnerEmployees.employeeType, "DOCTOR")))
    .orderBy(asc(partnerEmployees.weight), asc(partnerEmployees.id));
}

export async function findAllBlocks(tx: Tx, partnerId: number) {
  return tx
    .select({
      employeeId: partnerEmployeeSchedules.employeeId,
      weekday: partnerEmployeeSchedules.weekday,
      startTime: partnerEmployeeSchedules.startTime,
      endTime: partnerEmployeeSchedules.endTime,
    })
    .from(partnerEmployeeSchedules)
    .where(eq(partnerEmployeeSchedules.partnerId, partnerId))
    .orderBy(asc(partnerEmployeeSchedules.weekday), asc(partnerEmployeeSchedules.startTime));
}

export async function replaceBlocks(
  tx: Tx,
  partnerId: number,
  employeeId: number,
  blocks: { weekday: number; startTime: string; endTime: string }[],
): Promise<void> {
  await tx
    .delete(partnerEmployeeSchedules)
    .where(
      ofClinic(partnerEmployeeSchedules, partnerId, eq(partnerEmployeeSchedules.employeeId, employeeId)),
    );
  if (blocks.length === 0) return;
  await tx
    .insert(partnerEmployeeSchedules)
    .values(blocks.map((block) => ({ partnerId, employeeId, ...block })));
}

// ---- Doctors' date overrides (issue 27)

/** Every doctor's overrides of `fromDate` (YYYY-MM-DD) and later, by date. */
export async function findDoctorOverridesFrom(tx: Tx, partnerId: number, fromDate: string) {
  return tx
    .select()
    .from(doctorScheduleOverrides)
    .where(ofClinic(doctorScheduleOverrides, partnerId, gte(doctorScheduleOverrides.date, fromDate)))
    .orderBy(asc(doctorScheduleOverrides.date), asc(doctorScheduleOverrides.employeeId));
}

/** Saves the doctor's override of `date`, replacing the one there was. */
export async function upsertDoctorOverride(
  tx: Tx,
  partnerId: number,
  employeeId: number,
  date: string,
  body: DoctorOverrideBody,
) {
  const values = {
    isOff: body.isOff,
    startTime: body.isOff ? null : (body.startTime ?? null),
    endTime: body.isOff ? null : (body.endTime ?? null),
    note: body.note ?? null,
  };
  const [row] = await tx
    .insert(doctorScheduleOverrides)
    .values({ partnerId, employeeId, date, ...values })
    .onConflictDoUpdate({
      target: [
        doctorScheduleOverrides.partnerId,
        doctorScheduleOverrides.employeeId,
        doctorScheduleOverrides.date,
      ],
      set: values,
    })
    .returning();
  if (!row) throw new Error("doctor override was not saved");
  return row;
}

/** Deletes the doctor's override of `date`; true when there was one. */
export async function deleteDoctorOverride(tx: Tx, partnerId: number, employeeId: number, date: string) {
  const rows = await tx
    .delete(doctorScheduleOverrides)
    .where(
      ofClinic(
        doctorScheduleOverrides,
        partnerId,
        eq(doctorScheduleOverrides.employeeId, employeeId),
        eq(doctorScheduleOverrides.date, date),
      ),
    )
    .returning({ id: doctorScheduleOverrides.id });
  return rows.length > 0;
}
