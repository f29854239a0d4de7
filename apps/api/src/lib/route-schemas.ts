import { apiErrorSchema } from "@clinic/shared";

/** Every route documents the failures the error handler can answer with, all in the shared error shape. */
export const errorResponses = {
  400: apiErrorSchema.describe("Invalid request; `fields` names each wrong field"),
  404: apiErrorSchema.describe("Unknown site or resource"),
  500: apiErrorSchema.describe("Unexpected failure (never with details)"),
  503: apiErrorSchema.describe("Database unavailable"),
} as const;

/** Declared with the contract, which every tenant-scoped endpoint names (packages/shared). */
export { tenantHeadersSchema } from "@clinic/shared/contract/request-headers";
