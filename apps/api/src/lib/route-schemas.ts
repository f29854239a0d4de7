import { apiErrorSchema, TENANT_ORIGIN_HEADER } from "@clinic/shared";
import { z } from "zod";

/** Every route documents the failures the error handler can answer with, all in the shared error shape. */
export const errorResponses = {
  400: apiErrorSchema.describe("Invalid request; `fields` names each wrong field"),
  404: apiErrorSchema.describe("Unknown site or resource"),
  500: apiErrorSchema.describe("Unexpected failure (never with details)"),
  503: apiErrorSchema.describe("Database unavailable"),
} as const;

/**
 * Headers of tenant-scoped routes. Loose, so validation keeps the other headers (request id, authorization);
 * the tenant hook has already answered 404 when this one is missing or unknown.
 */
export const tenantHeadersSchema = z.looseObject({
  [TENANT_ORIGIN_HEADER]: z
    .string()
    .describe("Origin of the tenant site, e.g. http://lumiere.localhost:3000 (a bare host is accepted too)"),
});
