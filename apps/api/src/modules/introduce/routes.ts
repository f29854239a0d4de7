import {
  employeeScheduleListSchema,
  employeeScheduleQuerySchema,
  partnerEmployeeListSchema,
  partnerEmployeeQuerySchema,
  partnerSpaceListSchema,
  shortenWorkListSchema,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { IntroduceService } from "./service";

export const INTRODUCE_ROUTES = [
  "/partner-employees",
  "/partner-employee-schedules",
  "/partner-shorten-works",
  "/partner-spaces",
];

export const introduceRoutes: FastifyPluginAsyncZod<{ introduce: IntroduceService }> = async (
  app,
  { introduce },
) => {
  app.get(
    "/partner-employees",
    {
      schema: {
        tags: ["introduce"],
        summary: "Visible employees by weight, of one type when asked (the storefront asks for DOCTOR)",
        headers: tenantHeadersSchema,
        querystring: partnerEmployeeQuerySchema,
        response: { 200: partnerEmployeeListSchema, ...errorResponses },
      },
    },
    async (request) =>
      introduce.listEmployees(tenantOf(request).partnerId, request.query.partnerEmployeeType),
  );

  app.get(
    "/partner-employee-schedules",
    {
      schema: {
        tags: ["introduce"],
        summary: "Weekly working blocks of visible employees, by employee weight, weekday and start time",
        headers: tenantHeadersSchema,
        querystring: employeeScheduleQuerySchema,
        response: { 200: employeeScheduleListSchema, ...errorResponses },
      },
    },
    async (request) =>
      introduce.listSchedules(tenantOf(request).partnerId, {
        type: request.query.partnerEmployeeType,
        employeeId: request.query.employeeId,
      }),
  );

  app.get(
    "/partner-shorten-works",
    {
      schema: {
        tags: ["introduce"],
        summary: "Visible short clips by weight",
        headers: tenantHeadersSchema,
        response: { 200: shortenWorkListSchema, ...errorResponses },
      },
    },
    async (request) => introduce.listShortenWorks(tenantOf(request).partnerId),
  );

  app.get(
    "/partner-spaces",
    {
      schema: {
        tags: ["introduce"],
        summary: "Visible photos of the clinic's rooms by weight (/introduce/space)",
        headers: tenantHeadersSchema,
        response: { 200: partnerSpaceListSchema, ...errorResponses },
      },
    },
    async (request) => introduce.listSpaces(tenantOf(request).partnerId),
  );
};
