import "server-only";
import { env } from "../../env";

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
    return new Response(null, { status: 404 });
  }
  const headers = new Headers();
  for (const name of CONDITIONAL) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let upstream: Response;
  try {
    upstream = await fetch(`${env.API_URL}/media/${segments.map(encodeURIComponent).join("/")}`, {
      headers,
      cache: "no-store",
    });
  } catch (cause) {
    console.error(`[media] no response from ${env.API_URL}`, cause);
    return new Response(null, { status: 502 });
  }
  const responseHeaders = new Headers();
  for (const name of FORWARDED) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  // Images only: an SVG opened directly must not run scripts on the clinic's origin.
  responseHeaders.set(
    "content-security-policy",
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  );
  responseHeaders.set("x-content-type-options", "nosniff");
  const body = upstream.status === 304 || request.method === "HEAD" ? null : upstream.body;
  return new Response(body, { status: upstream.status, headers: responseHeaders });
}
