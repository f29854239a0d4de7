import { CONTENT_ENTITIES } from "@api/console/content/entities";
import { PREVIEW_HEADER, TRANSLATABLE_ENTITIES } from "@clinic/shared";
import type { ClinicValues } from "./clinic-values";
import { bearer, type IsolationCase } from "./isolation-case";

/**
 * Console content (issue 11), for every entity: the caller's owner session on the victim's clinic id (403 expected,
 * nothing changed); the victim's owner on its own clinic as the control. Writes send back the victim's live body,
 * so the control changes no value a later case reads; bulk "show" of a visible row changes nothing either.
 */
const base = (v: ClinicValues, key: string, path = "") =>
  `/console/clinics/${v.partnerId}/content/${key}${path}`;
const as = (c: ClinicValues) => bearer(c.owner.token);
const row = (v: ClinicValues, key: string) => {
  const value = v.content[key];
  if (!value) throw new Error(`no ${key} values`);
  return value;
};

export const CONSOLE_CONTENT_CASES: IsolationCase[] = [
  ...CONTENT_ENTITIES.flatMap(({ key, create }): IsolationCase[] => {
    const route = (method: string, path = "") =>
      `${method} /console/clinics/:partnerId/content/${key}${path}`;
    return [
      { route: route("GET"), request: (v, c) => ({ url: base(v, key), headers: as(c) }) },
      ...(create
        ? [
            {
              route: route("POST"),
              // The control adds a hidden copy; nothing later reads the count. A term is unique per kind and
              // audience, so the copy of the victim's own term is refused (409) for its owner too.
              ...(key === "terms" ? { control: "any" as const } : {}),
              request: (v: ClinicValues, c: ClinicValues) => ({
                method: "POST" as const,
                url: base(v, key),
                payload: row(v, key).body,
                headers: as(c),
              }),
            },
          ]
        : []),
      {
        route: route("GET", "/:id"),
        request: (v, c) => ({ url: base(v, key, `/${row(v, key).id}`), headers: as(c) }),
      },
      {
        route: route("PUT", "/:id/draft"),
        request: (v, c) => ({
          method: "PUT",
          url: base(v, key, `/${row(v, key).id}/draft`),
          payload: row(v, key).body,
          headers: as(c),
        }),
      },
      {
        route: route("POST", "/:id/publish"),
        request: (v, c) => ({
          method: "POST",
          url: base(v, key, `/${row(v, key).id}/publish`),
          payload: {},
          headers: as(c),
        }),
      },
      {
        route: route("DELETE", "/:id/draft"),
        request: (v, c) => ({
          method: "DELETE",
          url: base(v, key, `/${row(v, key).id}/draft`),
          headers: as(c),
        }),
      },
      {
        route: route("PUT", "/order"),
        request: (v, c) => ({
          method: "PUT",
          url: base(v, key, "/order"),
          payload: { ids: [row(v, key).id] },
          headers: as(c),
        }),
        // Lists in date order (notices) refuse ordering with 400 for their own owner too.
        control: "any",
      },
      {
        route: route("POST", "/bulk"),
        request: (v, c) => ({
          method: "POST",
          url: base(v, key, "/bulk"),
          payload: { action: "show", ids: [row(v, key).id] },
          headers: as(c),
        }),
      },
    ];
  }),
  // Translations (issue 29) of every translatable content row; the banner's, popup's and 비급여 page's are with
  // their own cases.
  ...TRANSLATABLE_ENTITIES.filter(
    (key) => !["banners", "popups", "non-covered-fees", "site-texts"].includes(key),
  ).flatMap((key) => translationCases(key, (v) => row(v, key).id)),
  {
    route: "GET /console/clinics/:partnerId/content/terms/:id/versions",
    request: (v, c) => ({ url: base(v, "terms", `/${row(v, "terms").id}/versions`), headers: as(c) }),
  },
  {
    route: "POST /console/clinics/:partnerId/preview-token",
    request: (v, c) => ({
      method: "POST",
      url: `/console/clinics/${v.partnerId}/preview-token`,
      headers: as(c),
    }),
  },
  {
    // The victim's preview token on the caller's site: refused (it shows only the victim's own site).
    route: "GET /preview-session",
    request: (v) => ({ url: "/preview-session", headers: { [PREVIEW_HEADER]: v.previewToken } }),
  },
];

/**
 * A row's translations (issue 29): its texts in each language, a draft, its discard and publishing. The control
 * saves an empty English draft and throws it away; publishing with no draft is the owner's own 409.
 */
export function translationCases(key: string, id: (v: ClinicValues) => number): IsolationCase[] {
  const route = (method: string, path = "") =>
    `${method} /console/clinics/:partnerId/content/${key}/:id/translations${path}`;
  const url = (v: ClinicValues, path = "") => base(v, key, `/${id(v)}/translations${path}`);
  return [
    { route: route("GET"), request: (v, c) => ({ url: url(v), headers: as(c) }) },
    {
      route: route("PUT", "/:language"),
      request: (v, c) => ({ method: "PUT", url: url(v, "/en"), payload: { fields: {} }, headers: as(c) }),
    },
    {
      route: route("DELETE", "/:language"),
      request: (v, c) => ({ method: "DELETE", url: url(v, "/en"), headers: as(c) }),
    },
    {
      route: route("POST", "/:language/publish"),
      control: "any",
      request: (v, c) => ({ method: "POST", url: url(v, "/ja/publish"), headers: as(c) }),
    },
  ];
}
