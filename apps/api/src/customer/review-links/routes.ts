import { createStaffAuth } from "@api/customer/reservations/staff-auth";
import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { requireCustomer } from "@api/plugins/customer-session";
import { tenantOf } from "@api/plugins/tenant";
import type { Database } from "@clinic/db";
import { apiErrorSchema } from "@clinic/shared";
import { platformEndpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas } from "@clinic/shared/contract/platform-schemas";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createReviewLinkService, type ReviewLinkService } from "./service";

/** Tenant-scoped GET paths of this module in OpenAPI form. */
export const REVIEW_LINK_ROUTES: string[] = openApiPaths(endpoints.reviewUrl, platformEndpoints.reviewForm);
/** GET paths above that answer 400/401/404 with the tenant header alone (a session, a token). */
export const REVIEW_LINK_ROUTES_NEEDING_INPUT: string[] = [...REVIEW_LINK_ROUTES];
/** Paths with only non-GET methods. */
export const REVIEW_LINK_OTHER_PATHS: string[] = openApiPaths(platformEndpoints.staffReviewUrl);

// Listed under content, beside the partner reviews these links produce.
const TAGS = ["content"];
/** A review is at most 2,000 characters; 64 KiB leaves room for escaping and refuses anything bigger (413). */
const REVIEW_BODY_LIMIT = 64 * 1024;

const notVisited = {
  409: apiErrorSchema.describe(
    "Not a visit to review: not confirmed, not yet past, or cancelled (Korean translate)",
  ),
};

const customerReviewRoutes: FastifyPluginAsyncZod<{ links: ReviewLinkService }> = async (app, { links }) => {
  registerEndpoint(
    app,
    endpoints.reviewUrl,
    schemas.reviewUrl,
    {
      tags: TAGS,
      summary:
        "The review link of the signed-in customer's past, confirmed visit (made on first request, the same " +
        "link afterwards); anyone else's reservation is a 404",
      responses: {
        ...notVisited,
        401: apiErrorSchema.describe("No valid customer session (members and SMS-verified guests)"),
      },
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      const { partnerId, origin } = tenantOf(request);
      return links.urlFor(partnerId, origin, { ...request.query, customerId });
    },
  );

  registerEndpoint(
    app,
    platformEndpoints.reviewForm,
    platformSchemas.reviewForm,
    {
      tags: TAGS,
      summary:
        "What the review form of a link shows: the visit, and whether it is OPEN, SUBMITTED or EXPIRED",
    },
    async (request) => links.form(tenantOf(request).partnerId, request.params.token),
  );

  registerEndpoint(
    app,
    endpoints.sendReview,
    schemas.sendReview,
    {
      tags: TAGS,
      summary:
        "Writes the link's one review, shown at once among the clinic's partner reviews (author name masked, " +
        "the visit's first treatment as product). No sign-in: holding the link is enough",
      responses: {
        409: apiErrorSchema.describe("This link's review has already been written"),
        410: apiErrorSchema.describe("The link has expired"),
        429: apiErrorSchema.describe(
          "Too many submissions from this visitor; Retry-After says when to retry",
        ),
      },
    },
    async (request, reply) => {
      const review = await links.submit(
        tenantOf(request).partnerId,
        request.ip,
        request.params.token,
        request.body,
      );
      return reply.code(201).send(review);
    },
    { bodyLimit: REVIEW_BODY_LIMIT },
  );
};

const staffReviewRoutes: FastifyPluginAsyncZod<{ links: ReviewLinkService; database: Database }> = async (
  app,
  { links, database },
) => {
  // Checked before validation: a caller without a key learns nothing about the inputs.
  app.addHook("onRequest", createStaffAuth(database));

  registerEndpoint(
    app,
    platformEndpoints.staffReviewUrl,
    platformSchemas.staffReviewUrl,
    {
      tags: TAGS,
      summary: "The review link of a past, confirmed visit for the clinic to send by text message",
      responses: {
        ...notVisited,
        401: apiErrorSchema.describe("No valid staff key of this clinic in `Authorization: Bearer <key>`"),
      },
    },
    async (request) => {
      const { partnerId, origin } = tenantOf(request);
      return links.urlFor(partnerId, origin, {
        reservationId: request.params.id,
        languageCode: request.query.languageCode,
      });
    },
  );
};

/** Review invitations after a visit (decision 16): the customer's and the clinic's link, the form and its answer. */
export const reviewLinkRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const links = createReviewLinkService(database);
  // Per-visit links and personal data: no shared cache may keep any of these answers.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  await app.register(customerReviewRoutes, { links });
  await app.register(staffReviewRoutes, { links, database });
};
