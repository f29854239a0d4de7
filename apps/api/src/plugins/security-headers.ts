import { MEDIA_PATH_PREFIX } from "@clinic/shared/contract/platform-endpoints";
import type { FastifyInstance } from "fastify";

/**
 * Nothing the API answers is meant to run in, frame or be embedded by a browser page: JSON is read by the
 * storefront's server and pass-through, and images reach visitors through the storefront's /media forwarder
 * (apps/web/src/features/api/media.ts), which fetches them server-side and sets its own headers. So every answer gets
 * the strictest policy; only /media/ SVGs keep their inline styles, should one be opened directly.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
export const MEDIA_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

/** Headers of every answer, errors and unknown routes included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  // Same-origin: browsers never load the API's resources cross-origin (no CORS; media goes through the forwarder).
  "cross-origin-resource-policy": "same-origin",
  // For browsers without frame-ancestors.
  "x-frame-options": "DENY",
};

/** Every security header of an answer to `url`, content security policy included. */
export function securityHeadersFor(url: string): Record<string, string> {
  const media = url.startsWith(MEDIA_PATH_PREFIX);
  return {
    ...SECURITY_HEADERS,
    "content-security-policy": media ? MEDIA_CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY,
  };
}

/**
 * Registered on the root instance, so the hook also covers the not-found and error handlers' answers. Answers
 * given before routing skip hooks; error-handling.ts adds the headers to those itself.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.headers(securityHeadersFor(request.url));
    return payload;
  });
}
