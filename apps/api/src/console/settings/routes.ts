import { registerConsoleDocument } from "@api/console/auth/document-routes";
import { clinicAccess, clinicIdOf, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import type { Database } from "@clinic/db";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createConsoleSettingsService } from "./service";

const route = { tags: CONSOLE_TAGS, responses: consoleErrors };

/**
 * Site settings and popups of one clinic (issue 10), owners only. Every write is audited; the storefront sees
 * it at once through the database's change announcements.
 */
export const consoleSettingsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const settings = createConsoleSettingsService(database);
  // onRequest, before validation: another clinic's account learns nothing about the inputs either.
  const owner = { onRequest: clinicAccess("OWNER") };

  registerConsoleDocument(app, {
    get: "partnerSettings",
    put: "putPartnerSettings",
    summary: "The clinic's information",
    replaceSummary: "Replace the clinic's information",
    read: settings.getPartner,
    write: settings.putPartner,
  });
  registerConsoleDocument(app, {
    get: "hours",
    put: "putHours",
    summary: "Opening hours per weekday and lunch",
    replaceSummary: "Replace the week's opening hours (HH:MM; both times null: closed)",
    read: settings.getHours,
    write: settings.putHours,
  });
  registerConsoleDocument(app, {
    get: "marketing",
    put: "putMarketing",
    summary: "Marketing ids and social links",
    replaceSummary: "Replace the marketing ids and social links",
    read: settings.getMarketing,
    write: settings.putMarketing,
  });
  registerConsoleDocument(app, {
    get: "homepage",
    put: "putHomepage",
    summary: "Homepage configuration",
    replaceSummary: "Replace the homepage configuration",
    read: settings.getHomepage,
    write: settings.putHomepage,
  });

  registerEndpoint(
    app,
    endpoints.popups,
    schemas.popups,
    { ...route, summary: "Every popup of the clinic, shown or not" },
    async (request) => ({ rows: await settings.listPopups(clinicIdOf(request)) }),
    owner,
  );
  registerEndpoint(
    app,
    endpoints.createPopup,
    schemas.createPopup,
    { ...route, summary: "Create a popup with its items" },
    async (request, reply) => {
      const created = await settings.createPopup(clinicIdOf(request), staffOf(request), request.body);
      return reply.code(201).send(created);
    },
    owner,
  );
  registerEndpoint(
    app,
    endpoints.updatePopup,
    schemas.updatePopup,
    { ...route, summary: "Replace a popup and its items" },
    (request) => settings.updatePopup(clinicIdOf(request), staffOf(request), request.params.id, request.body),
    owner,
  );
  registerEndpoint(
    app,
    endpoints.deletePopup,
    schemas.deletePopup,
    { ...route, summary: "Delete a popup and its items" },
    async (request, reply) => {
      await settings.deletePopup(clinicIdOf(request), staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
    owner,
  );
};
