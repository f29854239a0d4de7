import { registerConsoleDocument } from "@api/console/auth/document-routes";
import { clinicAccess, clinicIdOf, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import type { Database } from "@clinic/db";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createConsoleSiteService } from "./service";

const route = { tags: CONSOLE_TAGS, responses: consoleErrors };

/**
 * The site shell of one clinic (issue 10), owners only: menus, branches, header buttons, floating items,
 * recommended keywords, theme and banners. Every write is audited; the storefront sees it at once through the
 * database's change announcements.
 */
export const consoleSiteRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const site = createConsoleSiteService(database);
  // onRequest, before validation: another clinic's account learns nothing about the inputs either.
  const owner = { onRequest: clinicAccess("OWNER") };

  registerConsoleDocument(app, {
    get: "navigation",
    put: "putNavigation",
    summary: "Menu items in order, each with its sub-list (two levels)",
    read: site.getNavigation,
    write: site.putNavigation,
  });
  registerConsoleDocument(app, {
    get: "branches",
    put: "putBranches",
    summary: "Branches of the chain in order",
    read: site.getBranches,
    write: site.putBranches,
  });
  registerConsoleDocument(app, {
    get: "rightButtons",
    put: "putRightButtons",
    summary: "Header action buttons in order",
    read: site.getRightButtons,
    write: site.putRightButtons,
  });
  registerConsoleDocument(app, {
    get: "floatingItems",
    put: "putFloatingItems",
    summary: "Floating menu items in order",
    read: site.getFloatingItems,
    write: site.putFloatingItems,
  });
  registerConsoleDocument(app, {
    get: "keywords",
    put: "putKeywords",
    summary: "Recommended search keywords in order",
    read: site.getKeywords,
    write: site.putKeywords,
  });
  registerConsoleDocument(app, {
    get: "theme",
    put: "putTheme",
    summary: "Theme colour overrides (#rrggbb) and logos",
    read: site.getTheme,
    write: site.putTheme,
  });
  registerConsoleDocument(app, {
    get: "shellTexts",
    put: "putShellTexts",
    summary: "Header and footer texts (null: the built-in wording; defaults says what that is)",
    read: site.getShellTexts,
    write: site.putShellTexts,
  });
  registerConsoleDocument(app, {
    get: "siteLanguages",
    put: "putSiteLanguages",
    summary: "The languages the site is read in (Korean always; issue 29)",
    read: site.getLanguages,
    write: site.putLanguages,
  });
  registerConsoleDocument(app, {
    get: "footerLinks",
    put: "putFooterLinks",
    summary: "Footer links in order",
    read: site.getFooterLinks,
    write: site.putFooterLinks,
  });

  registerEndpoint(
    app,
    endpoints.banners,
    schemas.banners,
    { ...route, summary: "Every banner of the clinic, hidden ones too" },
    async (request) => ({ rows: await site.listBanners(clinicIdOf(request)) }),
    owner,
  );
  registerEndpoint(
    app,
    endpoints.createBanner,
    schemas.createBanner,
    { ...route, summary: "Create a banner" },
    async (request, reply) => {
      const created = await site.createBanner(clinicIdOf(request), staffOf(request), request.body);
      return reply.code(201).send(created);
    },
    owner,
  );
  registerEndpoint(
    app,
    endpoints.updateBanner,
    schemas.updateBanner,
    { ...route, summary: "Replace a banner" },
    (request) => site.updateBanner(clinicIdOf(request), staffOf(request), request.params.id, request.body),
    owner,
  );
  registerEndpoint(
    app,
    endpoints.deleteBanner,
    schemas.deleteBanner,
    { ...route, summary: "Delete a banner" },
    async (request, reply) => {
      await site.deleteBanner(clinicIdOf(request), staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
    owner,
  );
};
