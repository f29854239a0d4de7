import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { NonCoveredFeeService } from "./service";

export const NON_COVERED_FEE_ROUTES = openApiPaths(endpoints.nonCoveredFees);

export const nonCoveredFeeRoutes: FastifyPluginAsyncZod<{ fees: NonCoveredFeeService }> = async (
  app,
  { fees },
) => {
  registerEndpoint(
    app,
    endpoints.nonCoveredFees,
    schemas.nonCoveredFees,
    {
      tags: ["content"],
      summary:
        "비급여 진료비용: the clinic's non-covered fees by category, notes and the date of the last change",
    },
    async (request) => fees.getFees(tenantOf(request).partnerId, request.query.languageCode),
  );
};
