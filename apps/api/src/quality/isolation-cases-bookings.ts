import type { ClinicValues } from "./clinic-values";
import { bearer, type IsolationCase, visitorOf } from "./isolation-case";

const seoulDate = (days: number) =>
  new Date(Date.now() + (9 * 60 + days * 24 * 60) * 60_000).toISOString().slice(0, 10);
const options = (v: ClinicValues) => v.optionIds.join(",");
const slotQuery = (v: ClinicValues) =>
  `type=TREATMENT&productOptionIds=${options(v)}&reservedAt=${seoulDate(2)}T11:00:00%2B09:00`;

/** Schedules, reservations, staff tools, review and short links, carts: ids and keys of the other clinic. */
export const BOOKING_CASES: IsolationCase[] = [
  // Free times depend on the day and the seeded hours: only the attack's answer is judged strictly.
  {
    route: "GET /partner-schedules/available-dates",
    request: (v) => ({
      url: `/partner-schedules/available-dates?type=TREATMENT&productOptionIds=${options(v)}`,
    }),
  },
  {
    route: "GET /partner-schedules/time",
    request: (v) => ({
      url: `/partner-schedules/time?type=TREATMENT&productOptionIds=${options(v)}&date=${seoulDate(2)}`,
    }),
    control: "any",
  },
  {
    route: "GET /partner-employee-schedules/employees",
    request: (v) => ({ url: `/partner-employee-schedules/employees?${slotQuery(v)}` }),
    control: "any",
  },
  {
    route: "GET /customer/reservation-confirm",
    request: (v) => ({ url: `/customer/reservation-confirm?productOptionIds=${options(v)}` }),
  },
  {
    route: "GET /customer/reservation-validation",
    request: (v) => ({ url: `/customer/reservation-validation?${slotQuery(v)}` }),
    control: "any",
  },
  {
    route: "POST /customer/reservations",
    request: (v, c) => ({
      method: "POST",
      url: "/customer/reservations",
      payload: {
        type: "TREATMENT",
        reservedAt: `${seoulDate(2)}T11:00:00+09:00`,
        productOptionIds: v.optionIds,
        agreePrivacy: true,
      },
      headers: bearer(c.customer.token),
    }),
    control: "any",
  },
  {
    route: "GET /customer/reservations",
    request: (v) => ({ url: "/customer/reservations", headers: bearer(v.customer.token) }),
  },
  // The caller's own customer asking for the victim's reservation (an id guess), and the victim's token.
  {
    route: "GET /customer/reservations/:id",
    request: (v, c) => ({
      url: `/customer/reservations/${v.ids.pastVisit}`,
      headers: bearer(c.customer.token),
    }),
  },
  {
    route: "GET /customer/reservations/:id",
    request: (v) => ({ url: `/customer/reservations/${v.ids.pastVisit}`, headers: bearer(v.customer.token) }),
  },
  {
    route: "PUT /customer/reservations/:id/cancel",
    request: async (v, c) => ({
      method: "PUT",
      url: `/customer/reservations/${await v.fresh.reservation()}/cancel`,
      headers: bearer(c.customer.token),
    }),
  },
  // The my-page's 예약 변경 (issue 27): the caller's own session on the victim's fresh booking (404). The control
  // depends on the day (a fresh booking is three days ahead; the time it moves to may be closed), hence "any".
  {
    route: "PUT /customer/reservations/:id/time",
    request: async (v, c) => ({
      method: "PUT",
      url: `/customer/reservations/${await v.fresh.reservation()}/time`,
      payload: { reservedAt: new Date(Date.now() + 96 * 60 * 60 * 1000).toISOString() },
      headers: bearer(c.customer.token),
    }),
    control: "any",
  },
  {
    route: "GET /staff/reservations",
    request: (v) => ({ url: "/staff/reservations", headers: bearer(v.secrets.staffKey) }),
  },
  ...(["confirm", "cancel"] as const).flatMap((action): IsolationCase[] => [
    {
      route: `PUT /staff/reservations/:id/${action}`,
      request: async (v, c) => ({
        method: "PUT",
        url: `/staff/reservations/${await v.fresh.reservation()}/${action}`,
        headers: bearer(c.secrets.staffKey),
      }),
    },
    {
      route: `PUT /staff/reservations/:id/${action}`,
      request: async (v) => ({
        method: "PUT",
        url: `/staff/reservations/${await v.fresh.reservation()}/${action}`,
        headers: bearer(v.secrets.staffKey),
      }),
    },
  ]),
  {
    route: "POST /staff/reservations/:id/review-url",
    request: (v, c) => ({
      method: "POST",
      url: `/staff/reservations/${v.ids.pastVisit}/review-url`,
      headers: bearer(c.secrets.staffKey),
    }),
  },
  {
    route: "GET /customer/review-urls",
    request: (v, c) => ({
      url: `/customer/review-urls?reservationId=${v.ids.pastVisit}`,
      headers: bearer(c.customer.token),
    }),
  },
  {
    route: "GET /customer/review-forms/:token",
    request: (v) => ({ url: `/customer/review-forms/${v.secrets.reviewToken}` }),
  },
  {
    route: "POST /customer/review-forms/:token",
    request: (v) => ({
      method: "POST",
      url: `/customer/review-forms/${v.secrets.reviewToken}`,
      payload: { rating: 5, content: "친절하고 좋았습니다. 추천합니다." },
    }),
  },
  {
    route: "GET /customer/shorten-url",
    request: (v) => ({ url: `/customer/shorten-url?shortenUrl=${v.secrets.shortCode}` }),
  },
  {
    route: "GET /staff/short-urls",
    request: (v) => ({ url: "/staff/short-urls", headers: bearer(v.secrets.staffKey) }),
  },
  {
    route: "POST /staff/short-urls",
    request: (v) => ({
      method: "POST",
      url: "/staff/short-urls",
      payload: { targetPath: "/events" },
      headers: bearer(v.secrets.staffKey),
    }),
  },
  { route: "GET /guest/carts", request: (v) => ({ url: "/guest/carts", headers: visitorOf(v) }) },
  {
    route: "GET /guest/badge",
    request: (v) => ({ url: `/guest/badge?guestId=${v.visitor}`, headers: visitorOf(v) }),
  },
  {
    route: "POST /guest/carts",
    request: (v) => ({
      method: "POST",
      url: "/guest/carts",
      payload: { productOptionId: v.optionIds[1] },
      headers: visitorOf(v),
    }),
  },
  { route: "GET /carts", request: (v) => ({ url: "/carts", headers: bearer(v.customer.token) }) },
  {
    route: "GET /customer/badge",
    request: (v) => ({ url: "/customer/badge", headers: bearer(v.customer.token) }),
  },
  {
    route: "POST /carts",
    request: (v, c) => ({
      method: "POST",
      url: "/carts",
      payload: { productOptionId: v.optionIds[1] },
      headers: bearer(c.customer.token),
    }),
  },
  {
    route: "POST /carts/synchronization",
    request: (v) => ({
      method: "POST",
      url: "/carts/synchronization",
      headers: { ...bearer(v.customer.token), ...visitorOf(v) },
    }),
  },
  {
    route: "DELETE /guest/carts",
    request: (v) => ({
      method: "DELETE",
      url: `/guest/carts?productOptionIds=${options(v)}`,
      headers: visitorOf(v),
    }),
  },
  {
    route: "DELETE /carts",
    request: (v, c) => ({
      method: "DELETE",
      url: `/carts?productOptionIds=${options(v)}`,
      headers: bearer(c.customer.token),
    }),
  },
];
