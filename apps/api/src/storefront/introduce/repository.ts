import { visibleInClinicOrder } from "@api/lib/clinic-order";
import { and, asc, eq, schema, type Tx } from "@clinic/db";
import type { employeeTypes } from "@clinic/shared";

export type EmployeeType = (typeof employeeTypes)[number];

const { partnerEmployees, partnerEmployeeSchedules, partnerShortenWorks, partnerSpaces } = schema;

export type EmployeeRow = typeof partnerEmployees.$inferSelect;
export type ScheduleRow = typeof partnerEmployeeSchedules.$inferSelect;
export type ShortenWorkRow = typeof partnerShortenWorks.$inferSelect;
export type SpaceRow = typeof partnerSpaces.$inferSelect;

/** A person's profile as visitors see it and the console's form edits it (the rest of the row is bookkeeping). */
export function employeeProfile(row: EmployeeRow) {
  return {
    name: row.name,
    position: row.position,
    specialty: row.specialty,
    greeting: row.greeting,
    careers: row.careers,
    photoUrl: row.photoUrl,
  };
}

export async function findVisibleEmployees(
  tx: Tx,
  partnerId: number,
  type: EmployeeType | undefined,
): Promise<EmployeeRow[]> {
  return visibleInClinicOrder(
    tx,
    partnerEmployees,
    partnerId,
    type === undefined ? undefined : eq(partnerEmployees.employeeType, type),
  );
}

/** Schedules of visible employees, in the order the schedule table lists them: employee, weekday, start. */
export async function findVisibleSchedules(
  tx: Tx,
  partnerId: number,
  filter: { type?: EmployeeType; employeeId?: number },
): Promise<ScheduleRow[]> {
  const rows = await tx
    .select({ schedule: partnerEmployeeSchedules })
    .from(partnerEmployeeSchedules)
    .innerJoin(
      partnerEmployees,
      and(
        eq(partnerEmployees.partnerId, partnerEmployeeSchedules.partnerId),
        eq(partnerEmployees.id, partnerEmployeeSchedules.employeeId),
      ),
    )
    .where(
      and(
        eq(partnerEmployeeSchedules.partnerId, partnerId),
        eq(partnerEmployees.isVisible, true),
        filter.type === undefined ? undefined : eq(partnerEmployees.employeeType, filter.type),
        filter.employeeId === undefined ? undefined : eq(partnerEmployees.id, filter.employeeId),
      ),
    )
    .orderBy(
      asc(partnerEmployees.weight),
      asc(partnerEmployees.id),
      asc(partnerEmployeeSchedules.weekday),
      asc(partnerEmployeeSchedules.startTime),
      asc(partnerEmployeeSchedules.id),
    );
  return rows.map((row) => row.schedule);
}

export async function findVisibleShortenWorks(tx: Tx, partnerId: number): Promise<ShortenWorkRow[]> {
  return visibleInClinicOrder(tx, partnerShortenWorks, partnerId);
}

/** Spaces the clinic shows (a hidden one, or a new one the console has not published, stays off the site). */
export async function findVisibleSpaces(tx: Tx, partnerId: number): Promise<SpaceRow[]> {
  return visibleInClinicOrder(tx, partnerSpaces, partnerId);
}
