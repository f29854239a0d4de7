import { createStaffAuth } from "@api/customer/reservations/staff-auth";
import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import type { Database } from "@clinic/db";
import { apiErrorSchema } from "@clinic/shared";
import { platformEndpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas } from "@clinic/shared/contract/platform-schemas";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createShortUrlService, type ShortUrlService } from "./service";

const TAGS = ["short-urls"];

/** Tenant-scoped GET paths of this module in OpenAPI form. */
export const SHORT_URL_ROUTES: string[] = openApiPaths(
  endpoints.shortenUrl,
  platformEndpoints.staffShortUrls,
);
/** GET paths above that answer 400/401 with the tenant header alone (a code, a staff key). */
export const SHORT_URL_ROUTES_NEEDING_INPUT: string[] = [...SHORT_URL_ROUTES];
/** Paths with only non-GET methods. */
export const SHORT_URL_OTHER_PATHS: string[] = [];

const staffOnly = {
  401: apiErrorSchema.describe("No valid staff key of this clinic in `Authorization: Bearer <key>`"),
};

/** The clinic's short links until the console arrives (issue 10): create and list, behind a staff key. */
const staffShortUrlRoutes: FastifyPluginAsyncZod<{
  shortUrls: ShortUrlService;
  staffAuth: ReturnType<typeof createStaffAuth>;
}> = async (app, { shortUrls, staffAuth }) => {
  // Checked before validation: a caller without a key learns nothing about the inputs.
  app.addHook("onRequest", staffAuth);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  registerEndpoint(
    app,
    platformEndpoints.createStaffShortUrl,
    platformSchemas.createStaffShortUrl,
    {
      tags: TAGS,
      summary:
        "Creates a short link /s/{code} to a path on the clinic's own host; without a code a random " +
        "7-character one is generated",
      responses: {
        ...staffOnly,
        409: apiErrorSchema.describe("The clinic already has a link with this code"),
      },
    },
    async (request, reply) => reply.code(201).send(await shortUrls.create(tenantOf(request), request.body)),
  );

  registerEndpoint(
    app,
    platformEndpoints.staffShortUrls,
    platformSchemas.staffShortUrls,
    {
      tags: TAGS,
      summary: "The clinic's short links, newest first, with how often each was opened",
      responses: staffOnly,
    },
    async (request) => shortUrls.list(tenantOf(request)),
  );
};

export const shortUrlRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const shortUrls = createShortUrlService(database);
  // Every visit must reach the API to be counted, and a 404 must not outlive a link created later: no cache may
  // keep any answer (errors included, so this is a hook rather than a header in the handler).
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  registerEndpoint(
    app,
    endpoints.shortenUrl,
    schemas.shortenUrl,
    {
      tags: TAGS,
      summary:
        "Resolves a live short-link code of this clinic to its same-host target path and counts the visit; " +
        "unknown and expired codes are 404",
    },
    async (request) => shortUrls.resolve(tenantOf(request).partnerId, request.query.shortenUrl),
  );

  await app.register(staffShortUrlRoutes, { shortUrls, staffAuth: createStaffAuth(database) });
};
