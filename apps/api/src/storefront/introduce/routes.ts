import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { platformEndpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas } from "@clinic/shared/contract/platform-schemas";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { IntroduceService } from "./service";

export const INTRODUCE_ROUTES = openApiPaths(
  endpoints.doctors,
  endpoints.doctorSchedules,
  endpoints.shortenWorks,
  platformEndpoints.spaces,
);

const TAGS = ["introduce"];

export const introduceRoutes: FastifyPluginAsyncZod<{ introduce: IntroduceService }> = async (
  app,
  { introduce },
) => {
  registerEndpoint(
    app,
    endpoints.doctors,
    schemas.doctors,
    {
      tags: TAGS,
      summary: "Visible employees by weight, of one type when asked (the storefront asks for DOCTOR)",
    },
    async (request) =>
      introduce.listEmployees(
        tenantOf(request).partnerId,
        request.query.partnerEmployeeType,
        request.query.languageCode,
      ),
  );

  registerEndpoint(
    app,
    endpoints.doctorSchedules,
    schemas.doctorSchedules,
    {
      tags: TAGS,
      summary: "Weekly working blocks of visible employees, by employee weight, weekday and start time",
    },
    async (request) =>
      introduce.listSchedules(tenantOf(request).partnerId, {
        type: request.query.partnerEmployeeType,
        employeeId: request.query.employeeId,
      }),
  );

  registerEndpoint(
    app,
    endpoints.shortenWorks,
    schemas.shortenWorks,
    { tags: TAGS, summary: "Visible short clips by weight" },
    async (request) => introduce.listShortenWorks(tenantOf(request).partnerId),
  );

  registerEndpoint(
    app,
    platformEndpoints.spaces,
    platformSchemas.spaces,
    { tags: TAGS, summary: "Visible photos of the clinic's rooms by weight (/introduce/space)" },
    async (request) => introduce.listSpaces(tenantOf(request).partnerId, request.query.languageCode),
  );
};
