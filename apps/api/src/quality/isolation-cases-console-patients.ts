import { schema, withTenant } from "@clinic/db";
import type { TestApp } from "../testing/test-app";
import type { ClinicValues } from "./clinic-values";
import { bearer, type IsolationCase } from "./isolation-case";

/**
 * The console's patient records (issue 27): the caller's owner session on the victim's clinic id (403 expected,
 * nothing changed); the victim's owner on its own clinic as the control. `prepareConsolePatientCases` gives each
 * clinic two patients of its own (no member account, so the control may erase one): one to read and edit, one
 * to erase.
 */
const prepared = new Map<number, { record: number; erasable: number }>();

/** Call once in the matrix's beforeAll, before the markers are taken. */
export async function prepareConsolePatientCases(t: TestApp): Promise<void> {
  for (const [index, [code, partnerId]] of Object.entries(t.partnerIds).entries()) {
    const rows = await withTenant(t.database.db, partnerId, (tx) =>
      tx
        .insert(schema.patients)
        .values(
          ["record", "erasable"].map((kind, n) => ({
            partnerId,
            phone: `0109876${String(index * 10 + n).padStart(4, "0")}`,
            name: `${code} 격리 환자 ${kind}`,
            memo: `${code} 격리 테스트 메모`,
          })),
        )
        .returning({ id: schema.patients.id }),
    );
    const [record, erasable] = rows;
    if (!record || !erasable) throw new Error(`${code} patients not inserted`);
    prepared.set(partnerId, { record: record.id, erasable: erasable.id });
  }
}

function patientsOf(v: ClinicValues) {
  const ids = prepared.get(v.partnerId);
  if (ids === undefined) throw new Error("call prepareConsolePatientCases(t) in the matrix's beforeAll");
  return ids;
}

const clinic = (v: ClinicValues, path = "") => `/console/clinics/${v.partnerId}/patients${path}`;
const as = (c: ClinicValues) => bearer(c.owner.token);
const PATIENTS = "/console/clinics/:partnerId/patients";

export const CONSOLE_PATIENT_CASES: IsolationCase[] = [
  {
    route: `GET ${PATIENTS}`,
    // Searched: a search is refused just the same.
    request: (v, c) => ({ url: clinic(v, `?q=${encodeURIComponent("격리")}`), headers: as(c) }),
  },
  {
    route: `GET ${PATIENTS}/:id`,
    request: (v, c) => ({ url: clinic(v, `/${patientsOf(v).record}`), headers: as(c) }),
  },
  {
    route: `PUT ${PATIENTS}/:id`,
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, `/${patientsOf(v).record}`),
      payload: { memo: `${v.code} 격리 테스트 메모 수정`, marketingConsent: true },
      headers: as(c),
    }),
  },
  {
    route: `DELETE ${PATIENTS}/:id`,
    request: (v, c) => ({ method: "DELETE", url: clinic(v, `/${patientsOf(v).erasable}`), headers: as(c) }),
  },
];
