import type { ClinicValues } from "./clinic-values";
import { bearer, type IsolationCase } from "./isolation-case";

/**
 * The console's reports (issue 27): the caller's owner session on the victim's clinic id (403 expected); the
 * victim's owner on its own clinic as the control. The range is the whole seeded year around today, so the
 * victim's own export carries its bookings (names and phones among the markers) and a leak would show.
 */
const CLINIC = "/console/clinics/:partnerId";
const DAY_MS = 24 * 60 * 60 * 1000;
const seoulDate = (offsetDays: number) =>
  new Date(Date.now() + 9 * 60 * 60 * 1000 + offsetDays * DAY_MS).toISOString().slice(0, 10);
const range = () => `from=${seoulDate(-180)}&to=${seoulDate(180)}`;
const as = (c: ClinicValues) => bearer(c.owner.token);

export const CONSOLE_REPORT_CASES: IsolationCase[] = [
  {
    route: `GET ${CLINIC}/reservations/export.csv`,
    request: (v, c) => ({
      url: `/console/clinics/${v.partnerId}/reservations/export.csv?${range()}`,
      headers: as(c),
    }),
  },
  {
    route: `GET ${CLINIC}/reports/summary`,
    request: (v, c) => ({
      url: `/console/clinics/${v.partnerId}/reports/summary?${range()}`,
      headers: as(c),
    }),
  },
];
