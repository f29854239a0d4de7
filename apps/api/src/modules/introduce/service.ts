import { type Database, type Tx, withTenant } from "@clinic/db";
import {
  type EmployeeSchedule,
  employeeTypes,
  type PartnerEmployee,
  type PartnerSpace,
  type ShortenWork,
} from "@clinic/shared";
import { isOneOf } from "../../lib/enums";
import {
  type EmployeeRow,
  type EmployeeType,
  findVisibleEmployees,
  findVisibleSchedules,
  findVisibleShortenWorks,
  findVisibleSpaces,
} from "./repository";

export interface IntroduceService {
  /** Visible employees by weight, of one type when asked (the storefront asks for doctors). */
  listEmployees(partnerId: number, type?: EmployeeType): Promise<PartnerEmployee[]>;
  /** Working blocks of visible employees: by employee weight, weekday, start time. */
  listSchedules(
    partnerId: number,
    filter: { type?: EmployeeType; employeeId?: number },
  ): Promise<EmployeeSchedule[]>;
  listShortenWorks(partnerId: number): Promise<ShortenWork[]>;
  /** Visible spaces by weight. */
  listSpaces(partnerId: number): Promise<PartnerSpace[]>;
}

function toEmployee(row: EmployeeRow): PartnerEmployee | null {
  // A type outside the enum would fail serialisation of the whole list; such a row is left out instead.
  if (!isOneOf(employeeTypes, row.employeeType)) return null;
  return {
    id: row.id,
    employeeType: row.employeeType,
    name: row.name,
    position: row.position,
    specialty: row.specialty,
    greeting: row.greeting,
    careers: row.careers,
    photoUrl: row.photoUrl,
  };
}

export function createIntroduceService(database: Database): IntroduceService {
  const inTenant = <T>(partnerId: number, fn: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, fn);
  return {
    async listEmployees(partnerId, type) {
      const rows = await inTenant(partnerId, (tx) => findVisibleEmployees(tx, partnerId, type));
      return rows.flatMap((row) => toEmployee(row) ?? []);
    },
    async listSchedules(partnerId, filter) {
      const rows = await inTenant(partnerId, (tx) => findVisibleSchedules(tx, partnerId, filter));
      return rows.map((row) => ({
        employeeId: row.employeeId,
        weekday: row.weekday,
        startTime: row.startTime,
        endTime: row.endTime,
        note: row.note,
      }));
    },
    async listShortenWorks(partnerId) {
      const rows = await inTenant(partnerId, (tx) => findVisibleShortenWorks(tx, partnerId));
      return rows.map((row) => ({ id: row.id, title: row.title, videoUrl: row.videoUrl }));
    },
    async listSpaces(partnerId) {
      const rows = await inTenant(partnerId, (tx) => findVisibleSpaces(tx, partnerId));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        imageUrl: row.imageUrl,
      }));
    },
  };
}
