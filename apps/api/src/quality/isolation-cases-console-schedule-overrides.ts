import type { ClinicValues } from "./clinic-values";
import { bearer, type IsolationCase } from "./isolation-case";

/**
 * A doctor's date overrides (issue 27): the caller's owner session on the victim's clinic id and doctor (403
 * expected, nothing changed); the victim's owner on its own clinic as the control. The control writes a date far
 * ahead that no other case reads; deleting it may find nothing there (404), so that control is "any".
 */
const OVERRIDES = "/console/clinics/:partnerId/schedule/doctors/:employeeId/overrides/:date";
const FAR_DATE = "2099-12-23";
const path = (v: ClinicValues) =>
  `/console/clinics/${v.partnerId}/schedule/doctors/${v.schedule.doctors[0]?.id ?? v.ids.employee}/overrides/${FAR_DATE}`;
const as = (c: ClinicValues) => bearer(c.owner.token);

export const CONSOLE_SCHEDULE_OVERRIDE_CASES: IsolationCase[] = [
  {
    route: `PUT ${OVERRIDES}`,
    request: (v, c) => ({
      method: "PUT",
      url: path(v),
      payload: { isOff: true, note: "격리 테스트" },
      headers: as(c),
    }),
  },
  {
    route: `DELETE ${OVERRIDES}`,
    request: (v, c) => ({ method: "DELETE", url: path(v), headers: as(c) }),
    control: "any",
  },
];
