/**
 * The web server names the tenant site on every API call with this header (spec section 6: "a fixed origin
 * header identifying the tenant site is sent always"). Its value is an origin such as `https://lumiere.localhost`;
 * the API maps the host name to a partner. An unsigned partner id is never accepted from a client.
 */
export const TENANT_ORIGIN_HEADER = "x-tenant-origin";

/**
 * The web server's own calls name the tenant by partner id (decision 0028), resolved once from the visitor's host
 * by the proxy, so the API need not map a host again. Trusted only with a valid TENANT_SIGNATURE_HEADER (an HMAC
 * by a secret the web server and the API share, `tenant-signature.ts`); the proxy and the pass-through drop both
 * when a visitor sends them.
 */
export const TENANT_PARTNER_HEADER = "x-tenant-partner";
export const TENANT_SIGNATURE_HEADER = "x-tenant-signature";

/** Cookie that holds the visitor's opaque access token (HttpOnly; forwarded by the web server as Authorization). */
export const ACCESS_TOKEN_COOKIE = "access_token";
