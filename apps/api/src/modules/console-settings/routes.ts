import type { Database } from "@clinic/db";
import {
  consoleHomepageBodySchema,
  consoleHomepageSchema,
  consoleHoursBodySchema,
  consoleHoursSchema,
  consoleMarketingBodySchema,
  consoleMarketingSchema,
  consolePartnerSettingsBodySchema,
  consolePartnerSettingsSchema,
  consolePopupBodySchema,
  consolePopupListSchema,
  consolePopupSchema,
  idParam,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CLINIC_BASE, clinicAccess, clinicIdOf, clinicParams, staffOf } from "../console-auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "../console-auth/schemas";
import { createConsoleSettingsService } from "./service";

const popupParams = clinicParams.extend({ id: idParam });

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
  const owner = clinicAccess("OWNER");
  const route = (summary: string) => ({ tags: CONSOLE_TAGS, summary, params: clinicParams });

  app.get(
    `${CLINIC_BASE}/settings/partner`,
    {
      onRequest: owner,
      schema: {
        ...route("The clinic's information"),
        response: { 200: consolePartnerSettingsSchema, ...consoleErrors },
      },
    },
    (request) => settings.getPartner(clinicIdOf(request)),
  );
  app.put(
    `${CLINIC_BASE}/settings/partner`,
    {
      onRequest: owner,
      schema: {
        ...route("Replace the clinic's information"),
        body: consolePartnerSettingsBodySchema,
        response: { 200: consolePartnerSettingsSchema, ...consoleErrors },
      },
    },
    (request) => settings.putPartner(clinicIdOf(request), staffOf(request), request.body),
  );

  app.get(
    `${CLINIC_BASE}/settings/hours`,
    {
      onRequest: owner,
      schema: {
        ...route("Opening hours per weekday and lunch"),
        response: { 200: consoleHoursSchema, ...consoleErrors },
      },
    },
    (request) => settings.getHours(clinicIdOf(request)),
  );
  app.put(
    `${CLINIC_BASE}/settings/hours`,
    {
      onRequest: owner,
      schema: {
        ...route("Replace the week's opening hours (HH:MM; both times null: closed)"),
        body: consoleHoursBodySchema,
        response: { 200: consoleHoursSchema, ...consoleErrors },
      },
    },
    (request) => settings.putHours(clinicIdOf(request), staffOf(request), request.body),
  );

  app.get(
    `${CLINIC_BASE}/settings/marketing`,
    {
      onRequest: owner,
      schema: {
        ...route("Marketing ids and social links"),
        response: { 200: consoleMarketingSchema, ...consoleErrors },
      },
    },
    (request) => settings.getMarketing(clinicIdOf(request)),
  );
  app.put(
    `${CLINIC_BASE}/settings/marketing`,
    {
      onRequest: owner,
      schema: {
        ...route("Replace the marketing ids and social links"),
        body: consoleMarketingBodySchema,
        response: { 200: consoleMarketingSchema, ...consoleErrors },
      },
    },
    (request) => settings.putMarketing(clinicIdOf(request), staffOf(request), request.body),
  );

  app.get(
    `${CLINIC_BASE}/settings/homepage`,
    {
      onRequest: owner,
      schema: {
        ...route("Homepage configuration"),
        response: { 200: consoleHomepageSchema, ...consoleErrors },
      },
    },
    (request) => settings.getHomepage(clinicIdOf(request)),
  );
  app.put(
    `${CLINIC_BASE}/settings/homepage`,
    {
      onRequest: owner,
      schema: {
        ...route("Replace the homepage configuration"),
        body: consoleHomepageBodySchema,
        response: { 200: consoleHomepageSchema, ...consoleErrors },
      },
    },
    (request) => settings.putHomepage(clinicIdOf(request), staffOf(request), request.body),
  );

  app.get(
    `${CLINIC_BASE}/popups`,
    {
      onRequest: owner,
      schema: {
        ...route("Every popup of the clinic, shown or not"),
        response: { 200: consolePopupListSchema, ...consoleErrors },
      },
    },
    async (request) => ({ rows: await settings.listPopups(clinicIdOf(request)) }),
  );
  app.post(
    `${CLINIC_BASE}/popups`,
    {
      onRequest: owner,
      schema: {
        ...route("Create a popup with its items"),
        body: consolePopupBodySchema,
        response: { 201: consolePopupSchema, ...consoleErrors },
      },
    },
    async (request, reply) => {
      const created = await settings.createPopup(clinicIdOf(request), staffOf(request), request.body);
      return reply.code(201).send(created);
    },
  );
  app.put(
    `${CLINIC_BASE}/popups/:id`,
    {
      onRequest: owner,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Replace a popup and its items",
        params: popupParams,
        body: consolePopupBodySchema,
        response: { 200: consolePopupSchema, ...consoleErrors },
      },
    },
    (request) => settings.updatePopup(clinicIdOf(request), staffOf(request), request.params.id, request.body),
  );
  app.delete(
    `${CLINIC_BASE}/popups/:id`,
    {
      onRequest: owner,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Delete a popup and its items",
        params: popupParams,
        response: { 204: z.null().describe("Deleted"), ...consoleErrors },
      },
    },
    async (request, reply) => {
      await settings.deletePopup(clinicIdOf(request), staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
