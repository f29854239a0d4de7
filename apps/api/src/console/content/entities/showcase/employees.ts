import { oneOf } from "@api/lib/enums";
import { employeeProfile } from "@api/storefront/introduce/repository";
import { asc, eq, schema, sql } from "@clinic/db";
import {
  type ConsoleEmployeeBody,
  consoleEmployeeBodySchema,
  EMPLOYEE_TYPE_LABELS,
  employeeTypes,
} from "@clinic/shared";
import type { z } from "zod";
import type { ContentEntity } from "../../entity";

const { partnerEmployees } = schema;
type Body = z.output<typeof consoleEmployeeBodySchema>;

const employeeValues = (body: Body) => ({
  employeeType: body.employeeType,
  name: body.name,
  position: body.position,
  specialty: body.specialty,
  greeting: body.greeting,
  careers: body.careers,
  photoUrl: body.photoUrl,
  isVisible: body.isVisible,
});

/** "의사 · 대표원장": the type in Korean, then the job title. */
const typeLabel = sql.join(
  [
    sql`case ${partnerEmployees.employeeType}`,
    ...Object.entries(EMPLOYEE_TYPE_LABELS).map(([type, label]) => sql`when ${type} then ${label}`),
    sql`end`,
  ],
  sql` `,
);

/**
 * Doctors, nurses and staff of /introduce/staff (the site lists doctors). Their weekly schedules are edited on the
 * console's schedule page, not here; purging one removes its schedule blocks with it.
 */
export const employeeEntity: ContentEntity<Body> = {
  key: "employees",
  label: "의료진 · 직원",
  body: consoleEmployeeBodySchema,
  columns: {
    table: partnerEmployees,
    id: partnerEmployees.id,
    deletedAt: partnerEmployees.deletedAt,
    visible: partnerEmployees.isVisible,
    weight: partnerEmployees.weight,
    order: [asc(partnerEmployees.weight)],
    title: partnerEmployees.name,
    subtitle: sql<string>`concat_ws(' · ', ${typeLabel}, ${partnerEmployees.position})`,
    thumbnail: partnerEmployees.photoUrl,
    search: [partnerEmployees.name, partnerEmployees.position, partnerEmployees.specialty],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(partnerEmployees).where(eq(partnerEmployees.id, id));
    if (!row) return null;
    const body: ConsoleEmployeeBody = {
      // A type written outside the console (psql) reads as staff, so the form still opens and can fix it.
      employeeType: oneOf(employeeTypes, row.employeeType, "STAFF"),
      ...employeeProfile(row),
      isVisible: row.isVisible,
    };
    return body;
  },
  async create(tx, partnerId, body) {
    const [last] = await tx
      .select({ weight: sql<number>`coalesce(max(${partnerEmployees.weight}), 0)` })
      .from(partnerEmployees);
    const [row] = await tx
      .insert(partnerEmployees)
      .values({ ...employeeValues(body), isVisible: false, partnerId, weight: (last?.weight ?? 0) + 1 })
      .returning({ id: partnerEmployees.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  },
  async apply(tx, _partnerId, id, body) {
    await tx.update(partnerEmployees).set(employeeValues(body)).where(eq(partnerEmployees.id, id));
  },
  previewPath: () => "/introduce/staff",
};
