import { clinicAccess, clinicIdOf, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import type { Database } from "@clinic/db";
import { LOCAL_DELIVERY, type MessageDelivery } from "@clinic/shared";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createConsoleMessageService } from "./service";

const route = { tags: CONSOLE_TAGS, responses: consoleErrors };

/**
 * Messaging in the console (issue 26). Alert recipients, reminder times and the wording patients read are the
 * manager's (실장) and the owner's (issue 27: "manager edits schedules, templates"); the log and a resend are any
 * staff member's, who answer patients' "I got no message". Checked on request, before validation. Every write is
 * audited.
 */
export const consoleMessageRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** How the server sends (from its configuration); the demo's local outbox when not given. */
  delivery?: MessageDelivery | undefined;
}> = async (app, { database, delivery = LOCAL_DELIVERY }) => {
  const messages = createConsoleMessageService(database, delivery);
  const manager = { onRequest: clinicAccess("MANAGER") };
  const staffAccess = { onRequest: clinicAccess("STAFF") };

  registerEndpoint(
    app,
    endpoints.messageSettings,
    schemas.messageSettings,
    { ...route, summary: "Staff alert recipients, reminder times, and how the server delivers" },
    (request) => messages.settings(clinicIdOf(request)),
    manager,
  );
  registerEndpoint(
    app,
    endpoints.putMessageSettings,
    schemas.putMessageSettings,
    { ...route, summary: "Replace the alert recipients and reminder times" },
    (request) => messages.putSettings(clinicIdOf(request), staffOf(request), request.body),
    manager,
  );
  registerEndpoint(
    app,
    endpoints.messageTemplates,
    schemas.messageTemplates,
    { ...route, summary: "Every message kind's wording: the clinic's own or the platform's default" },
    async (request) => ({ templates: await messages.templates(clinicIdOf(request)) }),
    manager,
  );
  registerEndpoint(
    app,
    endpoints.putMessageTemplate,
    schemas.putMessageTemplate,
    {
      ...route,
      summary: "Save one kind's wording (only known #{변수}), whether it is sent, its 알림톡 code",
    },
    (request) =>
      messages.putTemplate(clinicIdOf(request), staffOf(request), request.params.kind, request.body),
    manager,
  );
  registerEndpoint(
    app,
    endpoints.resetMessageTemplate,
    schemas.resetMessageTemplate,
    { ...route, summary: "Back to the platform's wording of one kind" },
    (request) => messages.resetTemplate(clinicIdOf(request), staffOf(request), request.params.kind),
    manager,
  );
  registerEndpoint(
    app,
    endpoints.messages,
    schemas.messages,
    { ...route, summary: "The clinic's messages and alerts, newest first, with filters" },
    (request) => messages.log(clinicIdOf(request), request.query),
    staffAccess,
  );
  registerEndpoint(
    app,
    endpoints.resendMessage,
    schemas.resendMessage,
    { ...route, summary: "Send a sent or failed message again, as a new message naming the original" },
    async (request, reply) => {
      const copy = await messages.resend(clinicIdOf(request), staffOf(request), request.params.id);
      return reply.code(201).send(copy);
    },
    staffAccess,
  );
};
