import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { apiErrorSchema } from "@clinic/shared";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { InquiryService } from "./service";

/** POST only: inquiries are read in the clinic's console, never through the storefront's API. */
export const INQUIRY_PATHS = openApiPaths(endpoints.sendInquiry);

/**
 * The largest valid form is about 2,000 characters of text; 64 KiB leaves room for any escaping, and anything
 * larger is refused (413) before it is parsed.
 */
const INQUIRY_BODY_LIMIT = 64 * 1024;

export const inquiryRoutes: FastifyPluginAsyncZod<{ inquiries: InquiryService }> = async (
  app,
  { inquiries },
) => {
  registerEndpoint(
    app,
    endpoints.sendInquiry,
    schemas.sendInquiry,
    {
      tags: ["content"],
      summary:
        "Stores a contact-form inquiry with the moment of privacy consent; 429 with Retry-After after too " +
        "many from one visitor",
      responses: {
        429: apiErrorSchema.describe("Too many inquiries from this visitor; Retry-After says when to retry"),
      },
    },
    async (request, reply) => {
      const created = await inquiries.create(tenantOf(request).partnerId, request.ip, request.body);
      return reply.code(201).send(created);
    },
    { bodyLimit: INQUIRY_BODY_LIMIT },
  );
};
