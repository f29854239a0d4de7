/**
 * The schemas half of `storefront-endpoints.ts` (decision 0030): for each endpoint of that file, under the same
 * name, what the API validates and answers. The API registers routes from both halves; clients take the types
 * from here with `import type`, so browser bundles do not carry these schemas.
 */
import {
  availableDatesQuerySchema,
  availableDatesSchema,
  availableTimesQuerySchema,
  availableTimesSchema,
  freeEmployeeListSchema,
  freeEmployeesQuerySchema,
} from "../reservation";
import type { EndpointSchemas, SchemasFor } from "./endpoint";
import { tenantHeadersSchema } from "./request-headers";
import type { storefrontEndpoints } from "./storefront-endpoints";

// TODO(issue 24, contract helper): every endpoint of storefrontEndpoints, then `satisfies SchemasFor<…>` in full.
export const storefrontSchemas = {
  availableDates: {
    headers: tenantHeadersSchema,
    query: availableDatesQuerySchema,
    response: availableDatesSchema,
  },
  availableTimes: {
    headers: tenantHeadersSchema,
    query: availableTimesQuerySchema,
    response: availableTimesSchema,
  },
  availableEmployees: {
    headers: tenantHeadersSchema,
    query: freeEmployeesQuerySchema,
    response: freeEmployeeListSchema,
  },
} satisfies Partial<SchemasFor<typeof storefrontEndpoints>> & Record<string, EndpointSchemas>;
