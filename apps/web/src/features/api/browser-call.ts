/**
 * The storefront's browser calls (decision 0030), through the same-origin `/api` pass-through, which adds the
 * tenant, the visitor id and the session cookie's token. The routes are plain values and the schemas a type only,
 * so no page's JavaScript carries zod because of this module.
 */
import {
  createApiCaller,
  type EndpointInput,
  readAnswerBody,
  type Transport,
} from "@clinic/shared/contract/endpoint";
import type { storefrontEndpoints } from "@clinic/shared/contract/storefront-endpoints";
import type { storefrontSchemas } from "@clinic/shared/contract/storefront-schemas";
import { apiFetch } from "@/features/session/client";
import { toCallError } from "./errors";

export interface BrowserCallOptions {
  /**
   * Spec 8's rule (apiFetch): a 401 or 403 while signed in means the session is gone (sign out, one toast).
   * Off where such an answer is the form's own to show (a wrong post password, a review link, an inquiry).
   */
  sessionRule: boolean;
  /** Let the request outlive the page (sign-out and cart synchronisation before a navigation). */
  keepalive?: boolean;
}

/** The same-origin transport: `/api` + the API path; failures as values with the Korean text (spec 8). */
export const browserTransport: Transport<BrowserCallOptions> = async (call, options) => {
  const headers: Record<string, string> = { accept: "application/json" };
  if (call.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await apiFetch(`/api${call.target}`, {
      method: call.endpoint.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      // Every answer here is about this visitor or changes with it: never from the browser's HTTP cache.
      cache: "no-store",
      keepalive: options.keepalive,
      sessionRule: options.sessionRule,
    });
  } catch {
    // Offline, or the request was cut: the unknown-error text (spec 8), as every form showed before.
    const error = toCallError(null, undefined);
    return { ok: false, status: error.status, error };
  }
  const body = await readAnswerBody(response);
  if (!response.ok) return { ok: false, status: response.status, error: toCallError(response.status, body) };
  return { ok: true, status: response.status, data: body };
};

/**
 * The storefront's route table, loaded with the first call: every page's first script carried all of it (about
 * 2.2 kB gzip, issue 28) while a page's own first calls, after it has hydrated, need one or two routes. The
 * import is the module's, so it is fetched once and shared by every later call.
 */
const loadRoutes = () =>
  import("@clinic/shared/contract/storefront-endpoints").then((module) => module.storefrontEndpoints);

/**
 * An endpoint's body as its contract types it. Forms send what the visitor typed (a category not picked yet, a
 * box not ticked) and let the API answer the 400 whose fields they show, so their bodies are cast to this type
 * where the compiler cannot know the checks have not run yet.
 */
export type BodyOf<Name extends keyof typeof storefrontSchemas> = EndpointInput<
  (typeof storefrontSchemas)[Name]
>["body"];

/**
 * The browser's one call function: `call(name, {params, query, body}, {sessionRule})`. The answer's type comes
 * from the contract's schema but is not checked here (no zod in the browser): callers that must rely on its
 * shape check it with their hand-written guards.
 */
export const call = createApiCaller<typeof storefrontEndpoints, typeof storefrontSchemas, BrowserCallOptions>(
  loadRoutes,
  browserTransport,
);
