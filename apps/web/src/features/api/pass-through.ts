import "server-only";
import { ACCESS_TOKEN_COOKIE, errorMessages, VISITOR_ID_COOKIE } from "@clinic/shared";
import { API_BODY_LIMIT_BYTES, matchStorefrontEndpoint } from "@clinic/shared/contract/storefront-endpoints";
import { env } from "@/env";
import { clearedSessionCookie, cookieActionFor } from "@/features/session/auth-cookie";
import { splitSessionAnswer, unreadableSessionAnswer } from "@/features/session/session-answer";
import { isCrossOriginWrite, isSecureRequest } from "@/platform/security/request-origin";
import { apiUrl, tenantHeaders } from "./client";
import { downstreamResponseHeaders, upstreamRequestHeaders } from "./forward-headers";
import { readLimitedBody } from "./limited-body";
import { visitorIdFor } from "./visitor-id";

const BODYLESS_METHODS = new Set(["GET", "HEAD"]);
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      const value = decodeURIComponent(rest.join("="));
      return value === "" ? undefined : value;
    }
  }
  return undefined;
}

/** Re-encodes the catch-all segments Next.js decoded, refusing dot segments that would climb out of the path. */
function upstreamPath(segments: string[]): string | null {
  if (segments.some((segment) => segment === "." || segment === ".." || segment === "")) return null;
  return `/${segments.map(encodeURIComponent).join("/")}`;
}

function errorResponse(status: number, message: string, translate: string): Response {
  return Response.json({ status, message, translate }, { status });
}

/**
 * A sign-in answer keeps its status but loses the token: it becomes the HttpOnly cookie and the browser gets
 * {expiresAt, customer}. Never stored by a cache, since it names the visitor.
 */
async function sessionResponse(upstream: Response, headers: Headers, secure: boolean): Promise<Response> {
  const answer = await splitSessionAnswer(upstream, { secure });
  if (answer === null) {
    console.error(`[api pass-through] sign-in answer without a readable session (status ${upstream.status})`);
    const { status, message, translate } = unreadableSessionAnswer;
    return errorResponse(status, message, translate);
  }
  headers.delete("etag");
  headers.set("content-type", "application/json; charset=utf-8");
  headers.set("cache-control", "no-store");
  headers.append("set-cookie", answer.setCookie);
  return new Response(answer.body, { status: upstream.status, statusText: upstream.statusText, headers });
}

/**
 * The browser's same-origin `/api/...` call, forwarded to the API for the site the proxy resolved from the Host:
 * the tenant header is ours, the visitor's HttpOnly cookie becomes Authorization, and status, body and the
 * relevant headers come back unchanged (streamed). No answer from the API → 500 with the spec-8 error shape.
 * A write sent by another origin's page is refused with 403 (lib/security/request-origin). Only the calls the
 * storefront's own browser code makes are forwarded (packages/shared contract/storefront-endpoints): the API's
 * console, docs, health and site routes must not answer on every clinic's host, so anything else is a 404
 * that never reaches the API.
 */
export async function passThrough(request: Request, site: string, segments: string[]): Promise<Response> {
  const path = upstreamPath(segments);
  if (path === null) return errorResponse(404, "Not found", errorMessages.notFound);
  // Before anything reaches the API: a forged write must not ride the visitor's session cookie.
  if (isCrossOriginWrite(request)) {
    return errorResponse(403, "Cross-origin request refused", errorMessages.crossOrigin);
  }
  const method = request.method.toUpperCase();
  if (matchStorefrontEndpoint(method, path) === null) {
    return errorResponse(404, "Not found", errorMessages.notFound);
  }
  // The API would refuse a larger body anyway (413); reading it whole first only cost memory and ended in a 500.
  let requestBody: ArrayBuffer | undefined;
  if (!BODYLESS_METHODS.has(method)) {
    const read = await readLimitedBody(request, API_BODY_LIMIT_BYTES);
    if (!read.ok) return errorResponse(413, "Request body is too large", errorMessages.badRequest);
    requestBody = read.body;
  }

  const incoming = new URL(request.url);
  const secure = isSecureRequest(request);
  const visitor = visitorIdFor(cookieValue(request, VISITOR_ID_COOKIE), { secure });
  const headers = upstreamRequestHeaders(request.headers, {
    tenant: tenantHeaders(site),
    cookieToken: cookieValue(request, ACCESS_TOKEN_COOKIE),
    visitorId: visitor.id,
  });

  let upstream: Response;
  try {
    upstream = await fetch(apiUrl(path, incoming.searchParams), {
      method,
      headers,
      body: requestBody,
      redirect: "manual",
      cache: "no-store",
    });
  } catch (cause) {
    console.error(`[api pass-through] ${method} ${path} for ${site}: no response from ${env.API_URL}`, cause);
    const failed = errorResponse(500, "Unknown system error", errorMessages.unknownSystemError);
    if (cookieActionFor(method, path, null) === "clear") {
      failed.headers.append("set-cookie", clearedSessionCookie({ secure }));
    }
    return failed;
  }

  const responseHeaders = downstreamResponseHeaders(upstream.headers);
  responseHeaders.set("x-robots-tag", "noindex");
  if (visitor.setCookie) responseHeaders.append("set-cookie", visitor.setCookie);
  const cookieAction = cookieActionFor(method, path, upstream.status);
  if (cookieAction === "set") return sessionResponse(upstream, responseHeaders, secure);
  if (cookieAction === "clear") responseHeaders.append("set-cookie", clearedSessionCookie({ secure }));
  const body = NULL_BODY_STATUSES.has(upstream.status) || method === "HEAD" ? null : upstream.body;
  return new Response(body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}
