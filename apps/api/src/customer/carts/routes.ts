import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { requireCustomer } from "@api/plugins/customer-session";
import { tenantOf } from "@api/plugins/tenant";
import type { Database } from "@clinic/db";
import { MAX_CART_ITEMS, VISITOR_ID_HEADER } from "@clinic/shared";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guestCartRoutes } from "./guest-routes";
import { full, signedIn } from "./responses";
import { createCartService } from "./service";

/** Tenant-scoped GET paths of this module in OpenAPI form. */
export const CART_ROUTES: string[] = openApiPaths(
  endpoints.memberCart,
  endpoints.guestCart,
  endpoints.memberBadge,
  endpoints.guestBadge,
);
/** GET paths above that answer 400/401/404 with the tenant header alone (a session or a visitor id). */
export const CART_ROUTES_NEEDING_INPUT: string[] = [...CART_ROUTES];
/** Paths with only non-GET methods. */
export const CART_OTHER_PATHS: string[] = openApiPaths(endpoints.synchronizeCart);

const TAGS = ["reservations"];

export const cartRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const carts = createCartService(database);

  // Every answer is one member's or one visitor's cart: no shared cache may keep it.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  await app.register(guestCartRoutes, { carts });

  registerEndpoint(
    app,
    endpoints.memberCart,
    schemas.memberCart,
    {
      tags: TAGS,
      summary: "The member's cart, newest first, at the options' current prices; 401 without a session",
      responses: signedIn,
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return carts.get(tenantOf(request).partnerId, { customerId });
    },
  );

  registerEndpoint(
    app,
    endpoints.addToMemberCart,
    schemas.addToMemberCart,
    {
      tags: TAGS,
      summary:
        "Adds a product option to the member's cart (again: still one line); 404 for an option the " +
        `storefront does not show; 409 beyond ${MAX_CART_ITEMS} lines`,
      responses: { ...signedIn, ...full },
    },
    async (request, reply) => {
      const { customerId } = await requireCustomer(request);
      const cart = await carts.add(tenantOf(request).partnerId, { customerId }, request.body.productOptionId);
      return reply.code(201).send(cart);
    },
  );

  registerEndpoint(
    app,
    endpoints.emptyMemberCart,
    schemas.emptyMemberCart,
    {
      tags: TAGS,
      summary: "Removes the lines of productOptionIds (comma-separated), or every line without it",
      responses: signedIn,
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return carts.remove(tenantOf(request).partnerId, { customerId }, request.query.productOptionIds);
    },
  );

  registerEndpoint(
    app,
    endpoints.synchronizeCart,
    schemas.synchronizeCart,
    {
      tags: TAGS,
      summary:
        "At sign-in: moves the visitor's guest lines (x-visitor-id) into the member's cart, once per option; " +
        `the member's lines stay and the guest's newest fill up to ${MAX_CART_ITEMS}, the rest are dropped; ` +
        "empties the guest cart and answers the member's cart",
      responses: signedIn,
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return carts.merge(tenantOf(request).partnerId, request.headers[VISITOR_ID_HEADER], customerId);
    },
  );

  registerEndpoint(
    app,
    endpoints.memberBadge,
    schemas.memberBadge,
    {
      tags: TAGS,
      summary: "The member's cart count for the header badge; 401 without a session",
      responses: signedIn,
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return { cartCount: await carts.count(tenantOf(request).partnerId, { customerId }) };
    },
  );
};
