import { apiErrorSchema, inquiryCreatedSchema, inquiryCreateSchema } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { InquiryService } from "./service";

/** POST only: inquiries are read in the clinic's console, never through the storefront's API. */
export const INQUIRY_PATHS = ["/customer/inquiries"];

/**
 * The largest valid form is about 2,000 characters of text; 64 KiB leaves room for any escaping, and anything
 * larger is refused (413) before it is parsed.
 */
const INQUIRY_BODY_LIMIT = 64 * 1024;

export const inquiryRoutes: FastifyPluginAsyncZod<{ inquiries: InquiryService }> = async (
  app,
  { inquiries },
) => {
  app.post(
    "/customer/inquiries",
    {
      bodyLimit: INQUIRY_BODY_LIMIT,
      schema: {
        tags: ["content"],
        summary:
          "Stores a contact-form inquiry with the moment of privacy consent; 429 with Retry-After after too " +
          "many from one visitor",
        headers: tenantHeadersSchema,
        body: inquiryCreateSchema,
        response: {
          201: inquiryCreatedSchema,
          ...errorResponses,
          429: apiErrorSchema.describe(
            "Too many inquiries from this visitor; Retry-After says when to retry",
          ),
        },
      },
    },
    async (request, reply) => {
      const created = await inquiries.create(tenantOf(request).partnerId, request.ip, request.body);
      return reply.code(201).send(created);
    },
  );
};
