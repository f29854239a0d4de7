import "server-only";
import { ACCESS_TOKEN_COOKIE, PREVIEW_HEADER, TENANT_ORIGIN_HEADER } from "@clinic/shared";
import { cookies } from "next/headers";
import type { z } from "zod";
import { env } from "../../env";
import { previewToken } from "../preview/preview-token";
import { CACHE_DAY_HEADER, seoulCacheDay } from "./cache-day";
import { ApiRequestError, toClientError } from "./errors";
import { type ContentKind, siteRootTag, siteTag, tenantOrigin } from "./tenant";

/**
 * How an answer may be reused.
 * - public: the same for every visitor of one site. Cached in Next's data cache; the tenant origin header is part
 *   of the cache key and every tag names the site, so clinics never share entries.
 * - visitor: depends on who is asking; never cached, and carries the visitor's access token.
 */
export type Caching =
  | { scope: "public"; kind: ContentKind; revalidateSeconds: number }
  | { scope: "visitor" };

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiCall<S extends z.ZodType> {
  site: string;
  path: `/${string}`;
  schema: S;
  caching: Caching;
  query?: Record<string, QueryValue>;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
}

export function apiUrl(path: string, query?: Record<string, QueryValue> | URLSearchParams): string {
  const url = new URL(`${env.API_URL}${path}`);
  if (query instanceof URLSearchParams) url.search = query.toString();
  else if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
  }
  return url.toString();
}

/** Headers every call carries: the tenant origin (spec section 6). */
export function tenantHeaders(site: string): Record<string, string> {
  return {
    [TENANT_ORIGIN_HEADER]: tenantOrigin(site, {
      scheme: env.TENANT_ORIGIN_SCHEME,
      platformDomain: env.PLATFORM_DOMAIN,
    }),
  };
}

/** The visitor's access token from the HttpOnly cookie, if any. */
export async function visitorToken(): Promise<string | undefined> {
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value;
  return token && token.trim() !== "" ? token : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls the API for a site and parses the answer with the shared zod schema. Failures throw ApiRequestError
 * carrying the spec-8 mapping; no answer at all becomes status 500 with the Korean unknown-error text.
 */
export async function callApi<S extends z.ZodType>(call: ApiCall<S>): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: "application/json", ...tenantHeaders(call.site) };
  const init: RequestInit & { next?: { revalidate: number; tags: string[] } } = {
    method: call.method ?? "GET",
    headers,
  };
  if (call.body !== undefined) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(call.body);
  }
  // A console preview (draft mode) reads the clinic's drafts: never from or into the shared cache.
  const preview = call.caching.scope === "public" ? await previewToken() : undefined;
  if (preview) {
    init.cache = "no-store";
    headers[PREVIEW_HEADER] = preview;
  } else if (call.caching.scope === "public") {
    headers[CACHE_DAY_HEADER] = seoulCacheDay();
    init.next = {
      revalidate: call.caching.revalidateSeconds,
      tags: [siteRootTag(call.site), siteTag(call.site, call.caching.kind)],
    };
  } else {
    init.cache = "no-store";
    const token = await visitorToken();
    // Spec section 6: the access-token cookie value is sent as the authorization header.
    if (token) headers.authorization = token;
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(call.path, call.query), init);
  } catch (cause) {
    console.error(`[api] ${init.method} ${call.path} for ${call.site}: no response`, cause);
    throw new ApiRequestError(toClientError(null, undefined));
  }

  const body = await readJson(response);
  if (!response.ok) throw new ApiRequestError(toClientError(response.status, body));

  const parsed = call.schema.safeParse(body);
  if (!parsed.success) {
    console.error(
      `[api] ${init.method} ${call.path} for ${call.site}: unexpected answer`,
      parsed.error.issues,
    );
    throw new ApiRequestError({ ...toClientError(null, undefined), code: "INVALID_RESPONSE" });
  }
  return parsed.data;
}
