import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { platformEndpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas } from "@clinic/shared/contract/platform-schemas";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { EventService } from "./service";

// The /compatibility paths of spec 7 answer the same data as the plain ones.
const VERSIONS = [
  { list: "events", titles: "eventTitle" },
  { list: "compatibilityEvents", titles: "compatibilityEventTitle" },
] as const;

export const EVENT_ROUTES = openApiPaths(
  ...VERSIONS.flatMap((names) => [endpoints[names.list], endpoints[names.titles]]),
  platformEndpoints.event,
  endpoints.eventProducts,
);

const TAGS = ["catalogue"];

export const eventRoutes: FastifyPluginAsyncZod<{ events: EventService }> = async (app, { events }) => {
  for (const names of VERSIONS) {
    registerEndpoint(
      app,
      endpoints[names.list],
      schemas[names.list],
      {
        tags: TAGS,
        summary: "Listed events (viewable, type EVENT, for customers, not secret, not over) by weight, paged",
      },
      async (request) => events.list(tenantOf(request).partnerId, request.query),
    );

    registerEndpoint(
      app,
      endpoints[names.titles],
      schemas[names.titles],
      { tags: TAGS, summary: "Ids and titles of the listed events (for pickers; not paged)" },
      async (request) => events.titles(tenantOf(request).partnerId, request.query),
    );
  }

  registerEndpoint(
    app,
    platformEndpoints.event,
    platformSchemas.event,
    {
      tags: TAGS,
      summary: "One customer event with its products; secret, switched-off and ended ones open by id too",
    },
    async (request) =>
      events.detail(tenantOf(request).partnerId, request.params.id, request.query.languageCode),
  );

  registerEndpoint(
    app,
    endpoints.eventProducts,
    schemas.eventProducts,
    { tags: TAGS, summary: "The products of one event in the event's order, paged, with the event" },
    async (request) => events.products(tenantOf(request).partnerId, request.query),
  );
};
