import { isOneOf } from "@api/lib/enums";
import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type OverlaySpec, translateRows } from "@api/storefront/translations/overlay";
import { type Database, type Tx, withTenant } from "@clinic/db";
import {
  type EmployeeSchedule,
  employeeTypes,
  type Language,
  type PartnerEmployee,
  type PartnerSpace,
  type ShortenWork,
} from "@clinic/shared";
import {
  type EmployeeRow,
  type EmployeeType,
  employeeProfile,
  findVisibleEmployees,
  findVisibleSchedules,
  findVisibleShortenWorks,
  findVisibleSpaces,
  type ScheduleRow,
} from "./repository";

export interface IntroduceService {
  /** Visible employees by weight, of one type when asked (the storefront asks for doctors). */
  listEmployees(
    partnerId: number,
    type?: EmployeeType,
    language?: Language,
  ): Promise<{ rows: PartnerEmployee[] }>;
  /** Working blocks of visible employees: by employee weight, weekday, start time. */
  listSchedules(
    partnerId: number,
    filter: { type?: EmployeeType | undefined; employeeId?: number | undefined },
  ): Promise<{ rows: EmployeeSchedule[] }>;
  listShortenWorks(partnerId: number): Promise<{ rows: ShortenWork[] }>;
  /** Visible spaces by weight. */
  listSpaces(partnerId: number, language?: Language): Promise<{ rows: PartnerSpace[] }>;
}

/** Doctors' profiles and the rooms in another language (issue 29). */
const EMPLOYEE_TEXTS: OverlaySpec<PartnerEmployee> = {
  entity: "employees",
  idOf: (row) => row.id,
  fields: {
    name: "name",
    position: "position",
    specialty: "specialty",
    greeting: "greeting",
    careers: "careers",
  },
};
const SPACE_TEXTS: OverlaySpec<PartnerSpace> = {
  entity: "spaces",
  idOf: (row) => row.id,
  fields: { title: "title", description: "description" },
};

/** A working block as the storefront shows it: the row without its own id and clinic. */
const toSchedule = ({ employeeId, weekday, startTime, endTime, note }: ScheduleRow): EmployeeSchedule => ({
  employeeId,
  weekday,
  startTime,
  endTime,
  note,
});

function toEmployee(row: EmployeeRow): PartnerEmployee | null {
  // A type outside the enum would fail serialisation of the whole list; such a row is left out instead.
  if (!isOneOf(employeeTypes, row.employeeType)) return null;
  return {
    id: row.id,
    employeeType: row.employeeType,
    ...employeeProfile(row),
  };
}

/**
 * The clinic's people, their weekly hours, clips and rooms are the same for every visitor, so they may be held per
 * clinic. (Free reservation slots are another matter: the schedules module answers them, never from here.)
 */
export function createIntroduceService(
  database: Database,
  cache: PublicAnswers = UNCACHED,
): IntroduceService {
  const inTenant = <T>(partnerId: number, fn: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, fn);
  return {
    listEmployees: (partnerId, type, language) =>
      cache.answer(partnerId, answerKey("employees", { type, language }), async () => ({
        rows: await inTenant(partnerId, async (tx) =>
          translateRows(
            tx,
            language,
            (await findVisibleEmployees(tx, partnerId, type)).flatMap((row) => toEmployee(row) ?? []),
            EMPLOYEE_TEXTS,
          ),
        ),
      })),
    listSchedules: (partnerId, filter) =>
      cache.answer(partnerId, answerKey("employee-schedules", filter), async () => {
        const rows = await inTenant(partnerId, (tx) => findVisibleSchedules(tx, partnerId, filter));
        return { rows: rows.map(toSchedule) };
      }),
    listShortenWorks: (partnerId) =>
      cache.answer(partnerId, "shorten-works", async () => {
        const rows = await inTenant(partnerId, (tx) => findVisibleShortenWorks(tx, partnerId));
        return { rows: rows.map((row) => ({ id: row.id, title: row.title, videoUrl: row.videoUrl })) };
      }),
    listSpaces: (partnerId, language) =>
      cache.answer(partnerId, answerKey("spaces", { language }), async () => ({
        rows: await inTenant(partnerId, async (tx) =>
          translateRows(
            tx,
            language,
            (await findVisibleSpaces(tx, partnerId)).map((row) => ({
              id: row.id,
              title: row.title,
              description: row.description,
              imageUrl: row.imageUrl,
            })),
            SPACE_TEXTS,
          ),
        ),
      })),
  };
}
