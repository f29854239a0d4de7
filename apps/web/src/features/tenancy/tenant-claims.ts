import { TENANT_PARTNER_HEADER, TENANT_SIGNATURE_HEADER } from "@clinic/shared";

const TENANT_CLAIMS = [TENANT_PARTNER_HEADER, TENANT_SIGNATURE_HEADER];

/**
 * Only the web server names a clinic by signed partner id (decision 0028). Nothing downstream forwards a visitor's
 * headers to the API (the pass-through allow-lists them), but the proxy drops a visitor's copies all the same, so
 * no page or route can ever mistake them for the server's own. The answer is spread into `NextResponse.rewrite`'s
 * options: nothing when there is nothing to drop, so ordinary requests keep their headers untouched.
 */
export function withoutTenantClaims(incoming: Headers): { request?: { headers: Headers } } {
  if (!TENANT_CLAIMS.some((name) => incoming.has(name))) return {};
  const headers = new Headers(incoming);
  for (const name of TENANT_CLAIMS) headers.delete(name);
  return { request: { headers } };
}
