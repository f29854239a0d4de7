import { z } from "zod";
import { TENANT_ORIGIN_HEADER, TENANT_PARTNER_HEADER, TENANT_SIGNATURE_HEADER } from "../headers";
import { VISITOR_ID_HEADER } from "../product";
import { IDEMPOTENCY_KEY_HEADER } from "../reservation";

/**
 * Headers of tenant-scoped routes. Loose, so validation keeps the other headers (request id, authorization);
 * the API's tenant hook has already answered 404 when neither a signed partner id nor the origin names a clinic.
 */
export const tenantHeadersSchema = z.looseObject({
  [TENANT_ORIGIN_HEADER]: z
    .string()
    .describe(
      "Origin of the tenant site, e.g. http://lumiere.localhost:3000 (a bare host is accepted too); with a signed partner id it only shapes links",
    ),
  [TENANT_PARTNER_HEADER]: z
    .string()
    .optional()
    .describe("The web server's own calls: the clinic's partner id, trusted only with its signature"),
  [TENANT_SIGNATURE_HEADER]: z
    .string()
    .optional()
    .describe("HMAC of the partner id by the secret the web server and the API share (decision 0028)"),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The anonymous visitor: the UUID the web server keeps in an HttpOnly cookie and forwards (decision 9), in any
 * case, used lower case. Carts and recent products share the rule, so one visitor has one identity across both.
 */
export const visitorHeadersSchema = tenantHeadersSchema.extend({
  [VISITOR_ID_HEADER]: z
    .string()
    .regex(UUID, "방문자 id는 UUID여야 합니다.")
    .transform((value) => value.toLowerCase())
    .describe("Opaque visitor id (UUID) from the visitor_id cookie"),
});

/** A booking may name its intended reservation, so a retry answers the first one instead of booking twice. */
export const bookingHeadersSchema = tenantHeadersSchema.extend({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, "1–100 letters, digits, '-' or '_'")
    .optional()
    .describe(
      "The client's key for one intended reservation: a retry with the same key answers the first one",
    ),
});
