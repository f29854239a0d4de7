import {
  clinicDeployBodySchema,
  clinicHostsBodySchema,
  clinicPlatformSchema,
  createClinicAnswerSchema,
  createClinicBodySchema,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CLINIC_BASE, clinicIdOf, clinicParams, operatorOnly, staffOf } from "../console-auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "../console-auth/schemas";
import type { ConsoleClinicService } from "./service";

const withConflict = { ...consoleErrors, 409: consoleErrors[400] };

/** The platform operator's onboarding: create a clinic, give it hosts, set it ready, live or suspended. */
export const consoleClinicRoutes: FastifyPluginAsyncZod<{ clinics: ConsoleClinicService }> = async (
  app,
  { clinics },
) => {
  // Before validation: only the operator learns what these routes accept.
  app.addHook("preValidation", operatorOnly);

  app.post(
    "/console/clinics",
    {
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Creates a clinic from a template (READY, on its platform subdomain) and invites its owner",
        body: createClinicBodySchema,
        response: { 201: createClinicAnswerSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return clinics.create(staffOf(request), request.body);
    },
  );

  app.get(
    `${CLINIC_BASE}/platform`,
    {
      schema: {
        tags: CONSOLE_TAGS,
        summary: "A clinic's deploy status and host names (operator)",
        params: clinicParams,
        response: { 200: clinicPlatformSchema, ...consoleErrors },
      },
    },
    async (request) => clinics.platform(clinicIdOf(request)),
  );

  app.put(
    `${CLINIC_BASE}/platform/deploy-status`,
    {
      schema: {
        tags: CONSOLE_TAGS,
        summary:
          "READY shows the pre-launch page, LIVE the site, SUSPENDED nothing (the hosts resolve to no site)",
        params: clinicParams,
        body: clinicDeployBodySchema,
        response: { 200: clinicPlatformSchema, ...consoleErrors },
      },
    },
    async (request) =>
      clinics.setDeployStatus(staffOf(request), clinicIdOf(request), request.body.deployStatus),
  );

  app.put(
    `${CLINIC_BASE}/platform/hosts`,
    {
      schema: {
        tags: CONSOLE_TAGS,
        summary:
          "Replaces the clinic's custom domains (the first is primary); the platform subdomain always stays",
        params: clinicParams,
        body: clinicHostsBodySchema,
        response: { 200: clinicPlatformSchema, ...withConflict },
      },
    },
    async (request) => clinics.setHosts(staffOf(request), clinicIdOf(request), request.body.hosts),
  );
};
