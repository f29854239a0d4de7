import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { createRateLimiter } from "@api/lib/rate-limit";
import { customerIdOf } from "@api/plugins/customer-session";
import { tenantOf } from "@api/plugins/tenant";
import type { Database } from "@clinic/db";
import { apiErrorSchema } from "@clinic/shared";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createCustomerBoardService, type Viewer } from "./service";

/** Tenant-scoped GET paths of customer boards in OpenAPI form. */
export const CUSTOMER_BOARD_ROUTES: string[] = openApiPaths(
  endpoints.posts,
  endpoints.post,
  endpoints.privatePost,
);
/** GET paths above that answer 400/404 with the tenant header alone. */
export const CUSTOMER_BOARD_ROUTES_NEEDING_INPUT: string[] = [...CUSTOMER_BOARD_ROUTES];
/** Paths with only non-GET methods. */
export const CUSTOMER_BOARD_OTHER_PATHS: string[] = openApiPaths(endpoints.deletePost);

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

/** A signed-in member (a valid session) or a guest (none, or a dead token: guests may still read and write). */
const viewerOf = async (request: FastifyRequest): Promise<Viewer> => ({
  customerId: await customerIdOf(request),
  ip: request.ip,
});

export const customerBoardRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const posts = createCustomerBoardService(database, createRateLimiter(database));

  // Answers depend on who asks (unlocked posts, a member's own posts): no shared cache may keep them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  const TAGS = ["content"];

  registerEndpoint(
    app,
    endpoints.posts,
    schemas.posts,
    {
      tags: TAGS,
      summary:
        "A customer board's posts, newest first, paged; private ones locked with a masked author; keyword " +
        "searches public posts only; 404 for a hidden, unknown or non-customer board",
    },
    async (request) => posts.list(tenantOf(request).partnerId, request.query, await viewerOf(request)),
  );

  registerEndpoint(
    app,
    endpoints.createPost,
    schemas.createPost,
    {
      tags: TAGS,
      summary:
        "Writes a post; guests give authorName and password (stored as an argon2id hash), signed-in members " +
        "neither (their account's name signs it). " +
        "Limited to a few posts per visitor in ten minutes",
      responses: { ...loginRequired, ...tooManyPosts },
    },
    async (request, reply) => {
      const { website: _honeypot, ...input } = request.body;
      const created = await posts.create(tenantOf(request).partnerId, input, await viewerOf(request));
      return reply.code(201).send(created);
    },
  );

  registerEndpoint(
    app,
    endpoints.post,
    schemas.post,
    {
      tags: TAGS,
      summary:
        "One post; a private one is locked (no text, no answers) until opened with its password, " +
        "except for the member who wrote it",
    },
    async (request) => posts.get(tenantOf(request).partnerId, request.params.id, await viewerOf(request)),
  );

  registerEndpoint(
    app,
    endpoints.privatePost,
    schemas.privatePost,
    {
      tags: TAGS,
      summary:
        "Opens a private post with its password in the query (the spec's form); failures are rate-limited",
      responses: passwordRefusals,
    },
    async (request) =>
      posts.open(
        tenantOf(request).partnerId,
        request.params.id,
        request.query.password,
        await viewerOf(request),
        "query.password",
      ),
    // The password is in the URL here, and request logs (info) carry the URL: this route logs warnings only.
    { logLevel: "warn" },
  );

  registerEndpoint(
    app,
    endpoints.openPost,
    schemas.openPost,
    {
      tags: TAGS,
      summary: "Opens a private post with its password in the body; failures are rate-limited",
      responses: passwordRefusals,
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

  registerEndpoint(
    app,
    endpoints.updatePost,
    schemas.updatePost,
    {
      tags: TAGS,
      summary:
        "Edits a post with its password (guest posts) or as the member who wrote it; 409 once the clinic " +
        "has answered",
      responses: { ...passwordRefusals, ...answered },
    },
    async (request) =>
      posts.update(tenantOf(request).partnerId, request.params.id, request.body, await viewerOf(request)),
  );

  registerEndpoint(
    app,
    endpoints.deletePost,
    schemas.deletePost,
    {
      tags: TAGS,
      summary:
        "Marks a post deleted with its password (guest posts) or as the member who wrote it; the row and " +
        "the clinic's answers are kept",
      responses: passwordRefusals,
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
