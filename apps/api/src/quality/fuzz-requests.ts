import fc from "fast-check";
import { pathParamsOf, type RegisteredRoute, type RouteInputs } from "../testing/routes";
import { HANEUL, LUMIERE } from "../testing/test-app";
import { body, headers, pathParam, queryString } from "./fuzz-arbitraries";

export const NO_INPUTS: RouteInputs = { query: [], headers: [], body: [] };
const WITHOUT_BODY = new Set(["GET", "HEAD", "DELETE"]);
/** Methods that may never change a row, whatever they answer. */
export const READS = new Set(["GET", "HEAD"]);
/** The static media route prints as a bare wildcard; it lives under /media/. */
const MEDIA_WILDCARD = "*";
export const CONSOLE_CLINIC_PREFIX = "/console/clinics/:partnerId";

/** One random request of `requestFor`, ready for `inject`. */
export type FuzzRequest = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

/**
 * Random requests to one route (shared by the robustness and the documented-statuses tests). Console routes of
 * a clinic are fuzzed as that clinic's signed-in owner (`console`): otherwise every request would stop at the
 * session check (401) or the clinic check (403) and the inputs would never be read.
 */
export function requestFor(route: RegisteredRoute, inputs: RouteInputs, console?: { partnerId: number }) {
  const params = pathParamsOf(route.url);
  return fc.record({
    path: fc.tuple(...params.map(() => pathParam), pathParam).map(([...values]) => {
      if (route.url === MEDIA_WILDCARD) return `/media/${values.at(-1)}`;
      return params.reduce((url, name, i) => {
        const value = name === "partnerId" && console ? String(console.partnerId) : (values[i] ?? "");
        return url.replace(`:${name}`, value);
      }, route.url);
    }),
    query: queryString(inputs.query),
    body: WITHOUT_BODY.has(route.method)
      ? fc.constant({ contentType: undefined, payload: undefined })
      : body(inputs.body),
    headers: headers(inputs, { own: LUMIERE, other: HANEUL }),
  });
}
