import "server-only";
import { ACCESS_TOKEN_COOKIE, errorMessages, VISITOR_ID_COOKIE } from "@clinic/shared";
import { env } from "../../env";
import { apiUrl, tenantHeaders } from "./client";
import { downstreamResponseHeaders, upstreamRequestHeaders } from "./forward-headers";
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
 * The browser's same-origin `/api/...` call, forwarded to the API for the site the proxy resolved from the Host:
 * the tenant header is ours, the visitor's HttpOnly cookie becomes Authorization, and status, body and the
 * relevant headers come back unchanged (streamed). No answer from the API → 500 with the spec-8 error shape.
 */
export async function passThrough(request: Request, site: string, segments: string[]): Promise<Response> {
  const path = upstreamPath(segments);
  if (path === null) return errorResponse(404, "Not found", errorMessages.notFound);

  const incoming = new URL(request.url);
  const visitor = visitorIdFor(cookieValue(request, VISITOR_ID_COOKIE), {
    secure: incoming.protocol === "https:",
  });
  const headers = upstreamRequestHeaders(request.headers, {
    tenant: tenantHeaders(site),
    cookieToken: cookieValue(request, ACCESS_TOKEN_COOKIE),
    visitorId: visitor.id,
  });
  const method = request.method.toUpperCase();

  let upstream: Response;
  try {
    upstream = await fetch(apiUrl(path, incoming.searchParams), {
      method,
      headers,
      body: BODYLESS_METHODS.has(method) ? undefined : await request.arrayBuffer(),
      redirect: "manual",
      cache: "no-store",
    });
  } catch (cause) {
    console.error(`[api pass-through] ${method} ${path} for ${site}: no response from ${env.API_URL}`, cause);
    return errorResponse(500, "Unknown system error", errorMessages.unknownSystemError);
  }

  const responseHeaders = downstreamResponseHeaders(upstream.headers);
  responseHeaders.set("x-robots-tag", "noindex");
  if (visitor.setCookie) responseHeaders.append("set-cookie", visitor.setCookie);
  const body = NULL_BODY_STATUSES.has(upstream.status) || method === "HEAD" ? null : upstream.body;
  return new Response(body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}
