/**
 * The web server names the tenant site on every API call with this header (spec section 6: "a fixed origin
 * header identifying the tenant site is sent always"). Its value is an origin such as `https://lumiere.localhost`;
 * the API maps the host name to a partner. A partner id is never accepted from a client.
 */
export const TENANT_ORIGIN_HEADER = "x-tenant-origin";

/** Cookie that holds the visitor's opaque access token (HttpOnly; forwarded by the web server as Authorization). */
export const ACCESS_TOKEN_COOKIE = "access_token";
