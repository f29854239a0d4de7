import type { Database } from "@clinic/db";
import {
  apiErrorSchema,
  customerPostCreateSchema,
  customerPostDetailSchema,
  customerPostListQuerySchema,
  customerPostPageSchema,
  customerPostPasswordSchema,
  customerPostPrivateQuerySchema,
  customerPostUpdateSchema,
  idParam,
} from "@clinic/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createRateLimiter } from "../../lib/rate-limit";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { customerIdOf } from "../../plugins/customer-session";
import { tenantOf } from "../../plugins/tenant";
import { createCustomerBoardService, type Viewer } from "./service";

const BASE = "/customer/notice-customer-boards";

/** Tenant-scoped GET paths of customer boards in OpenAPI form. */
export const CUSTOMER_BOARD_ROUTES: string[] = [BASE, `${BASE}/{id}`, `${BASE}/{id}/private`];
/** GET paths above that answer 400/404 with the tenant header alone. */
export const CUSTOMER_BOARD_ROUTES_NEEDING_INPUT: string[] = [...CUSTOMER_BOARD_ROUTES];
/** Paths with only non-GET methods. */
export const CUSTOMER_BOARD_OTHER_PATHS: string[] = [`${BASE}/{id}/delete`];

const idParams = z.object({ id: idParam });

const loginRequired = { 401: apiErrorSchema.describe("The board takes posts from members only") };
const tooManyPosts = { 429: apiErrorSchema.describe("Too many posts from this visitor; see Retry-After") };
/** Answers of the routes that take a post's password. */
const passwordRefusals = {
  403: apiErrorSchema.describe("Wrong password, or another member's post"),
  429: apiErrorSchema.describe("Too many failed password attempts; see Retry-After"),
};
const answered = {
  409: apiErrorSchema.describe("The clinic has answered the post: it can no longer be edited"),
};
const detailResponses = { 200: customerPostDetailSchema, ...errorResponses };
const openedResponses = { ...detailResponses, ...passwordRefusals };

/** A signed-in member (a valid session) or a guest (none, or a dead token: guests may still read and write). */
const viewerOf = async (request: FastifyRequest): Promise<Viewer> => ({
  customerId: await customerIdOf(request),
  ip: request.ip,
});
/** Guests delete with the post's password; a member deleting their own post sends none. */
const deleteBodySchema = customerPostPasswordSchema.partial();

export const customerBoardRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const posts = createCustomerBoardService(database, createRateLimiter(database));

  // Answers depend on who asks (unlocked posts, a member's own posts): no shared cache may keep them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    BASE,
    {
      schema: {
        tags: ["content"],
        summary:
          "A customer board's posts, newest first, paged; private ones locked with a masked author; keyword " +
          "searches public posts only; 404 for a hidden, unknown or non-customer board",
        headers: tenantHeadersSchema,
        querystring: customerPostListQuerySchema,
        response: { 200: customerPostPageSchema, ...errorResponses },
      },
    },
    async (request) => posts.list(tenantOf(request).partnerId, request.query, await viewerOf(request)),
  );

  app.post(
    BASE,
    {
      schema: {
        tags: ["content"],
        summary:
          "Writes a post; guests give authorName and password (stored as an argon2id hash), signed-in members " +
          "neither (their account's name signs it). " +
          "Limited to a few posts per visitor in ten minutes",
        headers: tenantHeadersSchema,
        body: customerPostCreateSchema,
        response: { 201: customerPostDetailSchema, ...loginRequired, ...tooManyPosts, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { website: _honeypot, ...input } = request.body;
      const created = await posts.create(tenantOf(request).partnerId, input, await viewerOf(request));
      return reply.code(201).send(created);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags: ["content"],
        summary:
          "One post; a private one is locked (no text, no answers) until opened with its password, " +
          "except for the member who wrote it",
        headers: tenantHeadersSchema,
        params: idParams,
        response: detailResponses,
      },
    },
    async (request) => posts.get(tenantOf(request).partnerId, request.params.id, await viewerOf(request)),
  );

  app.get(
    `${BASE}/:id/private`,
    {
      // The password is in the URL here, and request logs (info) carry the URL: this route logs warnings only.
      logLevel: "warn",
      schema: {
        tags: ["content"],
        summary:
          "Opens a private post with its password in the query (the spec's form); failures are rate-limited",
        headers: tenantHeadersSchema,
        params: idParams,
        querystring: customerPostPrivateQuerySchema,
        response: openedResponses,
      },
    },
    async (request) =>
      posts.open(
        tenantOf(request).partnerId,
        request.params.id,
        request.query.password,
        await viewerOf(request),
        "query.password",
      ),
  );

  app.post(
    `${BASE}/:id/private`,
    {
      schema: {
        tags: ["content"],
        summary: "Opens a private post with its password in the body; failures are rate-limited",
        headers: tenantHeadersSchema,
        params: idParams,
        body: customerPostPasswordSchema,
        response: openedResponses,
      },
    },
    async (request) =>
      posts.open(
        tenantOf(request).partnerId,
        request.params.id,
        request.body.password,
        await viewerOf(request),
        "body.password",
      ),
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        tags: ["content"],
        summary:
          "Edits a post with its password (guest posts) or as the member who wrote it; 409 once the clinic " +
          "has answered",
        headers: tenantHeadersSchema,
        params: idParams,
        body: customerPostUpdateSchema,
        response: { ...openedResponses, ...answered },
      },
    },
    async (request) =>
      posts.update(tenantOf(request).partnerId, request.params.id, request.body, await viewerOf(request)),
  );

  app.put(
    `${BASE}/:id/delete`,
    {
      schema: {
        tags: ["content"],
        summary:
          "Marks a post deleted with its password (guest posts) or as the member who wrote it; the row and " +
          "the clinic's answers are kept",
        headers: tenantHeadersSchema,
        params: idParams,
        body: deleteBodySchema,
        response: { 204: z.null().describe("Deleted"), ...passwordRefusals, ...errorResponses },
      },
    },
    async (request, reply) => {
      await posts.remove(
        tenantOf(request).partnerId,
        request.params.id,
        request.body.password,
        await viewerOf(request),
      );
      return reply.code(204).send(null);
    },
  );
};
