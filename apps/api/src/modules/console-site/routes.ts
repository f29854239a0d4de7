import type { Database } from "@clinic/db";
import {
  consoleBannerBodySchema,
  consoleBannerListSchema,
  consoleBannerSchema,
  consoleBranchesBodySchema,
  consoleBranchesSchema,
  consoleFloatingItemsBodySchema,
  consoleFloatingItemsSchema,
  consoleKeywordsBodySchema,
  consoleKeywordsSchema,
  consoleNavigationBodySchema,
  consoleNavigationSchema,
  consoleRightButtonsBodySchema,
  consoleRightButtonsSchema,
  consoleThemeBodySchema,
  consoleThemeSchema,
  idParam,
  type Staff,
} from "@clinic/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CLINIC_BASE, clinicAccess, clinicIdOf, clinicParams, staffOf } from "../console-auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "../console-auth/schemas";
import { createConsoleSiteService } from "./service";

const bannerParams = clinicParams.extend({ id: idParam });

/**
 * The site shell of one clinic (issue 10), owners only: menus, branches, header buttons, floating items,
 * recommended keywords, theme and banners. Every write is audited; the storefront sees it at once through the
 * database's change announcements.
 */
export const consoleSiteRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const site = createConsoleSiteService(database);
  // onRequest, before validation: another clinic's account learns nothing about the inputs either.
  const owner = clinicAccess("OWNER");

  /** One settings document: GET answers it, PUT replaces it as a whole and answers the stored result. */
  function document<A extends z.ZodType, B extends z.ZodType>(
    path: string,
    summary: string,
    answer: A,
    body: B,
    get: (partnerId: number) => Promise<z.infer<A>>,
    put: (partnerId: number, staff: Staff, body: z.output<B>) => Promise<z.infer<A>>,
  ) {
    const url = `${CLINIC_BASE}/site/${path}`;
    // The zod type provider cannot resolve a generic schema's types, so these two routes are declared on the
    // plain instance; validation and serialisation run from the same schemas all the same.
    const plain = app as unknown as FastifyInstance;
    plain.get(
      url,
      {
        onRequest: owner,
        schema: {
          tags: CONSOLE_TAGS,
          summary,
          params: clinicParams,
          response: { 200: answer, ...consoleErrors },
        },
      },
      (request) => get(clinicIdOf(request)),
    );
    plain.put(
      url,
      {
        onRequest: owner,
        schema: {
          tags: CONSOLE_TAGS,
          summary: `Replace: ${summary}`,
          params: clinicParams,
          body,
          response: { 200: answer, ...consoleErrors },
        },
      },
      (request) => put(clinicIdOf(request), staffOf(request), request.body as z.output<B>),
    );
  }

  document(
    "navigation",
    "Menu items in order, each with its sub-list (two levels)",
    consoleNavigationSchema,
    consoleNavigationBodySchema,
    site.getNavigation,
    site.putNavigation,
  );
  document(
    "branches",
    "Branches of the chain in order",
    consoleBranchesSchema,
    consoleBranchesBodySchema,
    site.getBranches,
    site.putBranches,
  );
  document(
    "right-buttons",
    "Header action buttons in order",
    consoleRightButtonsSchema,
    consoleRightButtonsBodySchema,
    site.getRightButtons,
    site.putRightButtons,
  );
  document(
    "floating-items",
    "Floating menu items in order",
    consoleFloatingItemsSchema,
    consoleFloatingItemsBodySchema,
    site.getFloatingItems,
    site.putFloatingItems,
  );
  document(
    "keywords",
    "Recommended search keywords in order",
    consoleKeywordsSchema,
    consoleKeywordsBodySchema,
    site.getKeywords,
    site.putKeywords,
  );
  document(
    "theme",
    "Theme colour overrides (#rrggbb) and logos",
    consoleThemeSchema,
    consoleThemeBodySchema,
    site.getTheme,
    site.putTheme,
  );

  app.get(
    `${CLINIC_BASE}/banners`,
    {
      onRequest: owner,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Every banner of the clinic, hidden ones too",
        params: clinicParams,
        response: { 200: consoleBannerListSchema, ...consoleErrors },
      },
    },
    async (request) => ({ rows: await site.listBanners(clinicIdOf(request)) }),
  );
  app.post(
    `${CLINIC_BASE}/banners`,
    {
      onRequest: owner,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Create a banner",
        params: clinicParams,
        body: consoleBannerBodySchema,
        response: { 201: consoleBannerSchema, ...consoleErrors },
      },
    },
    async (request, reply) => {
      const created = await site.createBanner(clinicIdOf(request), staffOf(request), request.body);
      return reply.code(201).send(created);
    },
  );
  app.put(
    `${CLINIC_BASE}/banners/:id`,
    {
      onRequest: owner,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Replace a banner",
        params: bannerParams,
        body: consoleBannerBodySchema,
        response: { 200: consoleBannerSchema, ...consoleErrors },
      },
    },
    (request) => site.updateBanner(clinicIdOf(request), staffOf(request), request.params.id, request.body),
  );
  app.delete(
    `${CLINIC_BASE}/banners/:id`,
    {
      onRequest: owner,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Delete a banner",
        params: bannerParams,
        response: { 204: z.null().describe("Deleted"), ...consoleErrors },
      },
    },
    async (request, reply) => {
      await site.deleteBanner(clinicIdOf(request), staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
