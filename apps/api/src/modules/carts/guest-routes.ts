import {
  badgeSchema,
  cartAddSchema,
  cartDeleteQuerySchema,
  guestBadgeQuerySchema,
  MAX_CART_ITEMS,
  VISITOR_ID_HEADER,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import { visitorHeadersSchema } from "./headers";
import { createdGuestCartResponses, guestCartResponses } from "./responses";
import type { CartService } from "./service";

const TAGS = ["reservations"];

/** The anonymous visitor's cart, keyed by the visitor id header; the same rules as the member cart. */
export const guestCartRoutes: FastifyPluginAsyncZod<{ carts: CartService }> = async (app, { carts }) => {
  app.get(
    "/guest/carts",
    {
      schema: {
        tags: TAGS,
        summary: "The visitor's cart (x-visitor-id), newest first, at the options' current prices",
        headers: visitorHeadersSchema,
        response: guestCartResponses,
      },
    },
    async (request) =>
      carts.get(tenantOf(request).partnerId, { guestKey: request.headers[VISITOR_ID_HEADER] }),
  );

  app.post(
    "/guest/carts",
    {
      schema: {
        tags: TAGS,
        summary:
          "Adds a product option to the visitor's cart (again: still one line); 404 for an option the " +
          `storefront does not show; 409 beyond ${MAX_CART_ITEMS} lines`,
        headers: visitorHeadersSchema,
        body: cartAddSchema,
        response: createdGuestCartResponses,
      },
    },
    async (request, reply) => {
      const owner = { guestKey: request.headers[VISITOR_ID_HEADER] };
      const cart = await carts.add(tenantOf(request).partnerId, owner, request.body.productOptionId);
      return reply.code(201).send(cart);
    },
  );

  app.delete(
    "/guest/carts",
    {
      schema: {
        tags: TAGS,
        summary:
          "Removes the visitor's lines of productOptionIds (comma-separated), or every line without it",
        headers: visitorHeadersSchema,
        querystring: cartDeleteQuerySchema,
        response: guestCartResponses,
      },
    },
    async (request) =>
      carts.remove(
        tenantOf(request).partnerId,
        { guestKey: request.headers[VISITOR_ID_HEADER] },
        request.query.productOptionIds,
      ),
  );

  app.get(
    "/guest/badge",
    {
      schema: {
        tags: TAGS,
        summary:
          "The visitor's cart count for the header badge. guestId is accepted for spec compatibility but " +
          "ignored: the x-visitor-id header (from the visitor's HttpOnly cookie) decides, so nobody can read " +
          "another visitor's count by guessing ids",
        headers: visitorHeadersSchema,
        querystring: guestBadgeQuerySchema,
        response: { 200: badgeSchema, ...errorResponses },
      },
    },
    async (request) => ({
      cartCount: await carts.count(tenantOf(request).partnerId, {
        guestKey: request.headers[VISITOR_ID_HEADER],
      }),
    }),
  );
};
