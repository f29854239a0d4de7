import "server-only";
import { platformEndpoints } from "@clinic/shared/contract/platform-endpoints";
import { env } from "@/env";
import { MEDIA_CONTENT_SECURITY_POLICY } from "@/platform/security/security-headers.ts";

const FORWARDED = ["cache-control", "content-type", "etag", "last-modified"] as const;
const CONDITIONAL = ["if-none-match", "if-modified-since"] as const;

/**
 * Serves `/media/*` (images the API stores, e.g. /media/lumiere/hero-1.svg) from the API at runtime, so the
 * API's address is read when the server starts rather than frozen into the build.
 */
export async function forwardMedia(request: Request, segments: string[]): Promise<Response> {
  if (
    segments.length === 0 ||
    segments.some((segment) => segment === "." || segment === ".." || segment === "")
  ) {
    return mediaResponse(null, { status: 404 });
  }
  const headers = new Headers();
  for (const name of CONDITIONAL) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let upstream: Response;
  try {
    // The contract's `/media/*` with the file's path, each segment encoded again (Next decoded them).
    const target = platformEndpoints.mediaFile.path.replace("*", segments.map(encodeURIComponent).join("/"));
    upstream = await fetch(`${env.API_URL}${target}`, {
      headers,
      cache: "no-store",
    });
  } catch (cause) {
    console.error(`[media] no response from ${env.API_URL}`, cause);
    return mediaResponse(null, { status: 502 });
  }
  const responseHeaders = new Headers();
  for (const name of FORWARDED) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  const body = upstream.status === 304 || request.method === "HEAD" ? null : upstream.body;
  return mediaResponse(body, { status: upstream.status, headers: responseHeaders });
}

/**
 * Every answer of this route, errors included, carries the strict media policy. next.config sets it too (its
 * header rules would otherwise replace this one with the site's); setting it here keeps the route safe on its own.
 */
function mediaResponse(body: BodyInit | null, init: ResponseInit): Response {
  const response = new Response(body, init);
  response.headers.set("content-security-policy", MEDIA_CONTENT_SECURITY_POLICY);
  response.headers.set("x-content-type-options", "nosniff");
  return response;
}
