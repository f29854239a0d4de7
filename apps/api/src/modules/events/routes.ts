import {
  eventDetailSchema,
  eventListQuerySchema,
  eventPageSchema,
  eventProductsQuerySchema,
  eventProductsSchema,
  eventTitleListSchema,
  idParam,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { EventService } from "./service";

const PREFIXES = ["", "/compatibility"];

export const EVENT_ROUTES = [
  ...PREFIXES.flatMap((prefix) => [`${prefix}/events`, `${prefix}/event/title`]),
  "/events/{id}",
  "/v2/event/products",
];

export const eventRoutes: FastifyPluginAsyncZod<{ events: EventService }> = async (app, { events }) => {
  for (const prefix of PREFIXES) {
    app.get(
      `${prefix}/events`,
      {
        schema: {
          tags: ["catalogue"],
          summary:
            "Listed events (viewable, type EVENT, for customers, not secret, not over) by weight, paged",
          headers: tenantHeadersSchema,
          querystring: eventListQuerySchema,
          response: { 200: eventPageSchema, ...errorResponses },
        },
      },
      async (request) => events.list(tenantOf(request).partnerId, request.query),
    );

    app.get(
      `${prefix}/event/title`,
      {
        schema: {
          tags: ["catalogue"],
          summary: "Ids and titles of the listed events (for pickers; not paged)",
          headers: tenantHeadersSchema,
          querystring: eventListQuerySchema,
          response: { 200: eventTitleListSchema, ...errorResponses },
        },
      },
      async (request) => events.titles(tenantOf(request).partnerId, request.query),
    );
  }

  app.get(
    "/events/:id",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One customer event with its products; secret, switched-off and ended ones open by id too",
        headers: tenantHeadersSchema,
        params: z.object({ id: idParam }),
        response: { 200: eventDetailSchema, ...errorResponses },
      },
    },
    async (request) => events.detail(tenantOf(request).partnerId, request.params.id),
  );

  app.get(
    "/v2/event/products",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The products of one event in the event's order, paged, with the event",
        headers: tenantHeadersSchema,
        querystring: eventProductsQuerySchema,
        response: { 200: eventProductsSchema, ...errorResponses },
      },
    },
    async (request) => events.products(tenantOf(request).partnerId, request.query),
  );
};
