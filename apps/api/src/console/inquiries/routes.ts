import { clinicAccess, clinicIdOf, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import type { Database } from "@clinic/db";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createInquiryInbox } from "./service";

const route = { tags: CONSOLE_TAGS, responses: consoleErrors };

/** The inquiry inbox: staff and owners read visitors' contact-form inquiries and mark them handled. */
export const consoleInquiryRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const inbox = createInquiryInbox(database);
  const staffAccess = { preHandler: clinicAccess("STAFF") };

  registerEndpoint(
    app,
    endpoints.inquiries,
    schemas.inquiries,
    {
      ...route,
      summary:
        "The clinic's inquiries, newest first, paged; filtered by handled state and category, searched by " +
        "name, phone, email or text; with the number still unhandled",
    },
    async (request) => inbox.list(clinicIdOf(request), request.query),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.inquiry,
    schemas.inquiry,
    { ...route, summary: "One inquiry in full, with who handled it" },
    async (request) => inbox.get(clinicIdOf(request), request.params.id),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.setInquiryHandled,
    schemas.setInquiryHandled,
    {
      ...route,
      summary:
        "Marks an inquiry handled (true) or unhandled again (false); audited. Asking for its current state " +
        "changes nothing",
    },
    async (request) =>
      inbox.setHandled(clinicIdOf(request), staffOf(request), request.params.id, request.body.handled),
    staffAccess,
  );
};
