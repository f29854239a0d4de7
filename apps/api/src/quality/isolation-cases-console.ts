import type { ClinicValues } from "./clinic-values";
import { bearer, type IsolationCase } from "./isolation-case";
import { translationCases } from "./isolation-cases-console-content";

/**
 * The partner console: the caller's owner session on the victim's clinic id (403 expected, nothing changed);
 * the victim's owner on its own clinic as the control. Writes send what the victim already has where the
 * control would otherwise change what later cases rely on (schedule settings, a doctor's hours).
 */
const clinic = (v: ClinicValues, path = "") => `/console/clinics/${v.partnerId}${path}`;
const as = (c: ClinicValues) => bearer(c.owner.token);
let inviteSequence = 0;
/** A month around today, which holds the fresh reservations the cases make. */
const seoulDay = (days: number) =>
  new Date(Date.now() + (9 * 60 + days * 1440) * 60_000).toISOString().slice(0, 10);
const DESK_FROM = seoulDay(-3);
const DESK_TO = seoulDay(25);

const deskAction = (action: string, payload?: object): IsolationCase => ({
  route: `PUT /console/clinics/:partnerId/reservations/:id/${action}`,
  request: async (v, c) => ({
    method: "PUT",
    url: clinic(v, `/reservations/${await v.fresh.reservation()}/${action}`),
    headers: as(c),
    ...(payload ? { payload } : {}),
  }),
  // Visited and no-show wait for the reservation's hour, which a fresh one has not reached (409).
  ...(action === "visited" || action === "no-show" ? { control: "any" as const } : {}),
});

export const CONSOLE_CASES: IsolationCase[] = [
  // 비급여 진료비용 (issue 25): the victim's own page sent back, so the control changes nothing either.
  {
    route: "GET /console/clinics/:partnerId/non-covered-fees",
    request: (v, c) => ({ url: clinic(v, "/non-covered-fees"), headers: as(c) }),
  },
  {
    route: "PUT /console/clinics/:partnerId/non-covered-fees",
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, "/non-covered-fees"),
      payload: v.settings.site.documents["non-covered-fees"] ?? {},
      headers: as(c),
    }),
  },
  // The 비급여 page's and the site frame's translations (issue 29): their id is the clinic's.
  ...translationCases("non-covered-fees", (v) => v.partnerId),
  ...translationCases("site-texts", (v) => v.partnerId),

  { route: "GET /console/me", request: (_v, c) => ({ url: "/console/me", headers: as(c) }) },
  {
    route: "GET /console/clinics/:partnerId/audit",
    // With every filter: a filtered list is refused just the same.
    request: (v, c) => ({
      url: clinic(v, `/audit?kind=content&from=2026-01-01&to=2099-12-31&staffId=${v.owner.id}`),
      headers: as(c),
    }),
  },
  {
    route: "GET /console/clinics/:partnerId/staff",
    request: (v, c) => ({ url: clinic(v, "/staff"), headers: as(c) }),
  },
  {
    route: "POST /console/clinics/:partnerId/staff",
    request: (v, c) => {
      inviteSequence += 1;
      return {
        method: "POST",
        url: clinic(v, "/staff"),
        payload: { email: `matrix-${inviteSequence}@${v.code}.demo`, name: "격리 직원" },
        headers: as(c),
      };
    },
  },
  {
    route: "DELETE /console/clinics/:partnerId/staff/:staffId",
    // The owner's own id: the control is refused too (owners are not removed here), the attack must be as well.
    request: (v, c) => ({ method: "DELETE", url: clinic(v, `/staff/${v.owner.id}`), headers: as(c) }),
    control: "any",
  },
  // Roles (issue 27): the victim owner's own account, as OWNER (no change even if it went through); the control
  // is refused too (one's own role), the attack must be a 403.
  {
    route: "PUT /console/clinics/:partnerId/staff/:staffId/role",
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, `/staff/${v.owner.id}/role`),
      payload: { role: "OWNER" },
      headers: as(c),
    }),
    control: "any",
  },
  {
    route: "GET /console/clinics/:partnerId/reservations",
    request: (v, c) => ({ url: clinic(v, `/reservations?from=${DESK_FROM}&to=${DESK_TO}`), headers: as(c) }),
  },
  {
    route: "GET /console/clinics/:partnerId/reservations/changes",
    request: (v, c) => ({ url: clinic(v, "/reservations/changes"), headers: as(c) }),
  },
  {
    route: "GET /console/clinics/:partnerId/reservations/pending",
    request: (v, c) => ({ url: clinic(v, "/reservations/pending"), headers: as(c) }),
  },
  {
    route: "GET /console/clinics/:partnerId/reservations/pending/stream",
    request: (v, c) => ({ url: clinic(v, "/reservations/pending/stream"), headers: as(c), stream: true }),
  },
  deskAction("confirm"),
  deskAction("visited"),
  deskAction("no-show"),
  deskAction("cancel", { reason: "격리 테스트" }),
  // The control may find the new time closed or full (409): only the attack's 403 and its unchanged rows count.
  {
    ...deskAction("time", { reservedAt: `${seoulDay(20)}T11:00:00+09:00` }),
    control: "any" as const,
  },
  {
    route: "GET /console/clinics/:partnerId/schedule",
    request: (v, c) => ({ url: clinic(v, "/schedule"), headers: as(c) }),
  },
  {
    route: "PUT /console/clinics/:partnerId/schedule",
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, "/schedule"),
      payload: v.schedule.settings,
      headers: as(c),
    }),
  },
  {
    route: "POST /console/clinics/:partnerId/schedule/overrides",
    request: (v, c) => ({
      method: "POST",
      url: clinic(v, "/schedule/overrides"),
      payload: { date: "2099-12-24", isClosed: true, note: "격리 테스트" },
      headers: as(c),
    }),
  },
  {
    route: "DELETE /console/clinics/:partnerId/schedule/overrides/:overrideId",
    request: async (v, c) => ({
      method: "DELETE",
      url: clinic(v, `/schedule/overrides/${await v.fresh.override()}`),
      headers: as(c),
    }),
  },
  {
    route: "PUT /console/clinics/:partnerId/schedule/doctors/:employeeId",
    request: (v, c) => {
      const doctor = v.schedule.doctors[0];
      return {
        method: "PUT",
        url: clinic(v, `/schedule/doctors/${doctor?.id ?? v.ids.employee}`),
        payload: { blocks: doctor?.blocks ?? [] },
        headers: as(c),
      };
    },
  },
  // Onboarding is the operator's alone: an owner is refused on any clinic, its own included (control "any").
  {
    route: "POST /console/clinics",
    request: (v, c) => ({
      method: "POST",
      url: "/console/clinics",
      payload: {
        code: `matrix-${v.code}`,
        name: "격리",
        template: "dermatology",
        ownerEmail: "m@x.co",
        ownerName: "x",
      },
      headers: as(c),
    }),
    control: "any",
  },
  {
    route: "GET /console/clinics/:partnerId/platform",
    request: (v, c) => ({ url: clinic(v, "/platform"), headers: as(c) }),
    control: "any",
  },
  {
    route: "PUT /console/clinics/:partnerId/platform/deploy-status",
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, "/platform/deploy-status"),
      payload: { deployStatus: "SUSPENDED" },
      headers: as(c),
    }),
    control: "any",
  },
  {
    route: "PUT /console/clinics/:partnerId/platform/hosts",
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, "/platform/hosts"),
      payload: { hosts: [] },
      headers: as(c),
    }),
    control: "any",
  },
  // The go-live checklist, domains and templates (issue 25) are the operator's too.
  {
    route: "GET /console/clinics/checklists",
    request: (_v, c) => ({ url: "/console/clinics/checklists", headers: as(c) }),
    control: "any",
  },
  {
    route: "GET /console/clinics/:partnerId/platform/checklist",
    request: (v, c) => ({ url: clinic(v, "/platform/checklist"), headers: as(c) }),
    control: "any",
  },
  {
    route: "GET /console/clinics/:partnerId/platform/domains",
    request: (v, c) => ({ url: clinic(v, "/platform/domains"), headers: as(c) }),
    control: "any",
  },
  {
    route: "PUT /console/clinics/:partnerId/platform/template",
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, "/platform/template"),
      payload: { template: "blank" },
      headers: as(c),
    }),
    control: "any",
  },
  ...(["partner", "hours", "marketing", "homepage"] as const).flatMap((area): IsolationCase[] => [
    {
      route: `GET /console/clinics/:partnerId/settings/${area}`,
      request: (v, c) => ({ url: clinic(v, `/settings/${area}`), headers: as(c) }),
    },
    {
      route: `PUT /console/clinics/:partnerId/settings/${area}`,
      // What the victim has, sent back: the control changes nothing later cases read.
      request: (v, c) => ({
        method: "PUT",
        url: clinic(v, `/settings/${area}`),
        payload: v.settings[area],
        headers: as(c),
      }),
      control: "any",
    },
  ]),
  {
    route: "GET /console/clinics/:partnerId/popups",
    request: (v, c) => ({ url: clinic(v, "/popups"), headers: as(c) }),
  },
  {
    route: "POST /console/clinics/:partnerId/popups",
    request: (v, c) => ({ method: "POST", url: clinic(v, "/popups"), payload: {}, headers: as(c) }),
    control: "any",
  },
  {
    route: "PUT /console/clinics/:partnerId/popups/:id",
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, `/popups/${v.settings.popupId}`),
      payload: {},
      headers: as(c),
    }),
    control: "any",
  },
  // The popup's translations (issue 29), while it still exists.
  ...translationCases("popups", (v) => v.settings.popupId),
  {
    route: "DELETE /console/clinics/:partnerId/popups/:id",
    request: (v, c) => ({
      method: "DELETE",
      url: clinic(v, `/popups/${v.settings.popupId}`),
      headers: as(c),
    }),
  },
  {
    route: "GET /console/clinics/:partnerId/media",
    request: (v, c) => ({ url: clinic(v, "/media"), headers: as(c) }),
  },
  {
    route: "POST /console/clinics/:partnerId/media",
    request: (v, c) => ({
      method: "POST",
      url: clinic(v, "/media"),
      payload: ONE_PIXEL_PNG,
      headers: { ...as(c), "content-type": "image/png", "x-file-name": "matrix.png" },
    }),
  },
  {
    route: "DELETE /console/clinics/:partnerId/media/:mediaId",
    // No image of the victim's is known here; the attack must be refused before the id matters.
    request: (v, c) => ({ method: "DELETE", url: clinic(v, "/media/2147483647"), headers: as(c) }),
    control: "any",
  },
  {
    route: "GET /console/clinics/:partnerId/media/site-images",
    request: (v, c) => ({ url: clinic(v, "/media/site-images"), headers: as(c) }),
  },
  {
    route: "GET /console/clinics/:partnerId/products/:id/uses",
    request: (v, c) => ({ url: clinic(v, `/products/${v.ids.product}/uses`), headers: as(c) }),
  },
];

/** A 1×1 PNG: the smallest image the upload accepts (its type is read from these bytes). */
const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC",
  "base64",
);
