import { registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { MAX_CART_ITEMS, VISITOR_ID_HEADER } from "@clinic/shared";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { full } from "./responses";
import type { CartService } from "./service";

const TAGS = ["reservations"];

/** The anonymous visitor's cart, keyed by the visitor id header; the same rules as the member cart. */
export const guestCartRoutes: FastifyPluginAsyncZod<{ carts: CartService }> = async (app, { carts }) => {
  registerEndpoint(
    app,
    endpoints.guestCart,
    schemas.guestCart,
    {
      tags: TAGS,
      summary: "The visitor's cart (x-visitor-id), newest first, at the options' current prices",
    },
    async (request) =>
      carts.get(tenantOf(request).partnerId, { guestKey: request.headers[VISITOR_ID_HEADER] }),
  );

  registerEndpoint(
    app,
    endpoints.addToGuestCart,
    schemas.addToGuestCart,
    {
      tags: TAGS,
      summary:
        "Adds a product option to the visitor's cart (again: still one line); 404 for an option the " +
        `storefront does not show; 409 beyond ${MAX_CART_ITEMS} lines`,
      responses: full,
    },
    async (request, reply) => {
      const owner = { guestKey: request.headers[VISITOR_ID_HEADER] };
      const cart = await carts.add(tenantOf(request).partnerId, owner, request.body.productOptionId);
      return reply.code(201).send(cart);
    },
  );

  registerEndpoint(
    app,
    endpoints.emptyGuestCart,
    schemas.emptyGuestCart,
    {
      tags: TAGS,
      summary: "Removes the visitor's lines of productOptionIds (comma-separated), or every line without it",
    },
    async (request) =>
      carts.remove(
        tenantOf(request).partnerId,
        { guestKey: request.headers[VISITOR_ID_HEADER] },
        request.query.productOptionIds,
      ),
  );

  registerEndpoint(
    app,
    endpoints.guestBadge,
    schemas.guestBadge,
    {
      tags: TAGS,
      summary:
        "The visitor's cart count for the header badge. guestId is accepted for spec compatibility but " +
        "ignored: the x-visitor-id header (from the visitor's HttpOnly cookie) decides, so nobody can read " +
        "another visitor's count by guessing ids",
    },
    async (request) => ({
      cartCount: await carts.count(tenantOf(request).partnerId, {
        guestKey: request.headers[VISITOR_ID_HEADER],
      }),
    }),
  );
};
