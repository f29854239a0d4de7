import type { ClinicValues } from "./clinic-values";
import { bearer, type IsolationCase } from "./isolation-case";

/**
 * Bookings by staff (issue 27): the caller's owner session on the victim's clinic id (403 expected, nothing
 * changed); the victim's owner on its own clinic as the control.
 */
const clinic = (v: ClinicValues, path = "") => `/console/clinics/${v.partnerId}/reservations${path}`;
const as = (c: ClinicValues) => bearer(c.owner.token);
const ROUTE = "/console/clinics/:partnerId/reservations";
const seoulDay = (days: number) =>
  new Date(Date.now() + (9 * 60 + days * 1440) * 60_000).toISOString().slice(0, 10);

export const CONSOLE_DESK_BOOKING_CASES: IsolationCase[] = [
  {
    route: `GET ${ROUTE}/slots`,
    request: (v, c) => ({ url: clinic(v, `/slots?date=${seoulDay(3)}&type=VISIT`), headers: as(c) }),
  },
  // The control may find the time closed or taken on the seeded schedule (409): the attack's 403 is what counts.
  {
    route: `POST ${ROUTE}`,
    request: (v, c) => ({
      method: "POST",
      url: clinic(v),
      payload: {
        name: `${v.code} 격리 전화 예약`,
        phone: "010-4444-0001",
        type: "VISIT",
        reservedAt: `${seoulDay(21)}T10:00:00+09:00`,
        privacyConsent: true,
      },
      headers: as(c),
    }),
    control: "any",
  },
  {
    route: `PUT ${ROUTE}/:id`,
    request: async (v, c) => ({
      method: "PUT",
      url: clinic(v, `/${await v.fresh.reservation()}`),
      payload: { memo: "격리 테스트 메모" },
      headers: as(c),
    }),
  },
  // A fresh reservation is not today's, so the control's check-in is refused (409); undo needs a mark (409).
  {
    route: `PUT ${ROUTE}/:id/check-in`,
    request: async (v, c) => ({
      method: "PUT",
      url: clinic(v, `/${await v.fresh.reservation()}/check-in`),
      headers: as(c),
    }),
    control: "any",
  },
  {
    route: `PUT ${ROUTE}/:id/undo`,
    request: async (v, c) => ({
      method: "PUT",
      url: clinic(v, `/${await v.fresh.reservation()}/undo`),
      headers: as(c),
    }),
    control: "any",
  },
];
