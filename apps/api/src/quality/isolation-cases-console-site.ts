import { type ClinicValues, SITE_DOCUMENTS } from "./clinic-values";
import { bearer, type IsolationCase } from "./isolation-case";
import { translationCases } from "./isolation-cases-console-content";

/**
 * The console's site shell (console-site): the caller's owner session on the victim's clinic id (403 expected,
 * nothing changed); the victim's owner on its own clinic as the control. Writes send back what the victim
 * already has, so the control changes nothing later cases read.
 */
const clinic = (v: ClinicValues, path = "") => `/console/clinics/${v.partnerId}${path}`;
const as = (c: ClinicValues) => bearer(c.owner.token);

export const CONSOLE_SITE_CASES: IsolationCase[] = [
  ...SITE_DOCUMENTS.flatMap((path): IsolationCase[] => [
    {
      route: `GET /console/clinics/:partnerId/site/${path}`,
      request: (v, c) => ({ url: clinic(v, `/site/${path}`), headers: as(c) }),
    },
    {
      route: `PUT /console/clinics/:partnerId/site/${path}`,
      request: (v, c) => ({
        method: "PUT",
        url: clinic(v, `/site/${path}`),
        payload: v.settings.site.documents[path] ?? {},
        headers: as(c),
      }),
    },
  ]),
  {
    route: "GET /console/clinics/:partnerId/banners",
    request: (v, c) => ({ url: clinic(v, "/banners"), headers: as(c) }),
  },
  {
    route: "POST /console/clinics/:partnerId/banners",
    // The control adds a copy of the victim's banner; nothing later reads the banner count.
    request: (v, c) => ({
      method: "POST",
      url: clinic(v, "/banners"),
      payload: v.settings.site.banner.body,
      headers: as(c),
    }),
  },
  {
    route: "PUT /console/clinics/:partnerId/banners/:id",
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, `/banners/${v.settings.site.banner.id}`),
      payload: v.settings.site.banner.body,
      headers: as(c),
    }),
  },
  // The banner's translations (issue 29), while it still exists.
  ...translationCases("banners", (v) => v.settings.site.banner.id),
  {
    route: "DELETE /console/clinics/:partnerId/banners/:id",
    // Last of the banner cases: the control deletes the banner the ones above used.
    request: (v, c) => ({
      method: "DELETE",
      url: clinic(v, `/banners/${v.settings.site.banner.id}`),
      headers: as(c),
    }),
  },
];
