import { VISITOR_ID_HEADER } from "@clinic/shared";
import { z } from "zod";
import { tenantHeadersSchema } from "../../lib/route-schemas";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The anonymous visitor: the UUID the web server keeps in an HttpOnly cookie and forwards (decision 9), in any
 * case, used lower case. The same rule as recent products, so one visitor has one identity across both.
 */
export const visitorHeadersSchema = tenantHeadersSchema.extend({
  [VISITOR_ID_HEADER]: z
    .string()
    .regex(UUID, "방문자 id는 UUID여야 합니다.")
    .transform((value) => value.toLowerCase())
    .describe("Opaque visitor id (UUID) from the visitor_id cookie"),
});
