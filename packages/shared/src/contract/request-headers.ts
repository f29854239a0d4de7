import { z } from "zod";
import { TENANT_ORIGIN_HEADER } from "../headers";

/**
 * Headers of tenant-scoped routes. Loose, so validation keeps the other headers (request id, authorization);
 * the API's tenant hook has already answered 404 when this one is missing or unknown.
 */
export const tenantHeadersSchema = z.looseObject({
  [TENANT_ORIGIN_HEADER]: z
    .string()
    .describe("Origin of the tenant site, e.g. http://lumiere.localhost:3000 (a bare host is accepted too)"),
});
