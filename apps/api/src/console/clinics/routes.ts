import { clinicIdOf, operatorOnly, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ConsoleClinicService } from "./service";

const route = { tags: CONSOLE_TAGS, responses: consoleErrors };
const withConflict = { tags: CONSOLE_TAGS, responses: { ...consoleErrors, 409: consoleErrors[400] } };

/** The platform operator's onboarding: create a clinic, give it hosts, set it ready, live or suspended. */
export const consoleClinicRoutes: FastifyPluginAsyncZod<{ clinics: ConsoleClinicService }> = async (
  app,
  { clinics },
) => {
  // Before validation: only the operator learns what these routes accept.
  app.addHook("preValidation", operatorOnly);

  registerEndpoint(
    app,
    endpoints.createClinic,
    schemas.createClinic,
    {
      ...withConflict,
      summary: "Creates a clinic from a template (READY, on its platform subdomain) and invites its owner",
    },
    async (request, reply) => {
      reply.code(201);
      return clinics.create(staffOf(request), request.body);
    },
  );

  registerEndpoint(
    app,
    endpoints.platform,
    schemas.platform,
    { ...route, summary: "A clinic's deploy status and host names (operator)" },
    async (request) => clinics.platform(clinicIdOf(request)),
  );

  registerEndpoint(
    app,
    endpoints.setDeployStatus,
    schemas.setDeployStatus,
    {
      ...withConflict,
      summary:
        "READY shows the pre-launch page, LIVE the site, SUSPENDED nothing (the hosts resolve to no site). LIVE is refused (409) while identity fields are empty and answers the checklist items still open as warnings",
    },
    async (request) =>
      clinics.setDeployStatus(staffOf(request), clinicIdOf(request), request.body.deployStatus),
  );

  registerEndpoint(
    app,
    endpoints.setHosts,
    schemas.setHosts,
    {
      ...withConflict,
      summary:
        "Replaces the clinic's custom domains (the first is primary); the platform subdomain always stays",
    },
    async (request) => clinics.setHosts(staffOf(request), clinicIdOf(request), request.body.hosts),
  );

  registerEndpoint(
    app,
    endpoints.checklists,
    schemas.checklists,
    { ...route, summary: "Every clinic's go-live checklist (the operator's clinic list)" },
    async () => clinics.checklists(),
  );

  registerEndpoint(
    app,
    endpoints.checklist,
    schemas.checklist,
    {
      ...route,
      summary:
        "A clinic's go-live checklist: clinic information, business number, logo, hours, doctors, treatments, 비급여, privacy policy, domain",
    },
    async (request) => clinics.checklist(clinicIdOf(request)),
  );

  registerEndpoint(
    app,
    endpoints.domains,
    schemas.domains,
    {
      ...route,
      summary:
        "The DNS record each custom domain needs and whether it answers with the platform's address (a DNS lookup with a timeout)",
    },
    async (request) => clinics.domains(clinicIdOf(request)),
  );

  registerEndpoint(
    app,
    endpoints.applyTemplate,
    schemas.applyTemplate,
    {
      ...withConflict,
      summary:
        "Applies a template's site structure to a clinic that is not live (409 for a live or suspended one, nothing changed)",
    },
    async (request) => clinics.applyTemplate(staffOf(request), clinicIdOf(request), request.body.template),
  );
};
