import { oneOf } from "@api/lib/enums";
import { schema, sql } from "@clinic/db";
import { consoleEmployeeBodySchema, EMPLOYEE_TYPE_LABELS, employeeTypes } from "@clinic/shared";
import { tableEntity } from "../../table-entity";

const { partnerEmployees } = schema;

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
export const employeeEntity = tableEntity({
  key: "employees",
  label: "의료진 · 직원",
  body: consoleEmployeeBodySchema,
  table: partnerEmployees,
  visible: "isVisible",
  order: "weight",
  list: (t) => ({
    title: t.name,
    subtitle: sql<string>`concat_ws(' · ', ${typeLabel}, ${t.position})`,
    thumbnail: t.photoUrl,
    search: [t.name, t.position, t.specialty],
  }),
  fields: ["employeeType", "name", "position", "specialty", "greeting", "careers", "photoUrl", "isVisible"],
  // A type written outside the console (psql) reads as staff, so the form still opens and can fix it.
  more: (_tx, row) => ({ employeeType: oneOf(employeeTypes, row.employeeType, "STAFF") }),
  previewPath: () => "/introduce/staff",
});
