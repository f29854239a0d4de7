import { HttpError } from "@api/lib/http-error";
import { errorResponses } from "@api/lib/route-schemas";
import { previewScope } from "@clinic/db";
import { apiErrorSchema, PREVIEW_HEADER, previewSessionSchema } from "@clinic/shared";
import type { FastifyInstance } from "fastify";
import type { PreviewTokens } from "./preview";
import type { ContentService } from "./service";

declare module "fastify" {
  interface FastifyRequest {
    /** Until when this request's preview token works; set only on preview requests. */
    previewExpiresAt?: Date;
  }
}

/** Tenant paths of this module; /preview-session refuses (403) without a preview token. */
export const PREVIEW_OTHER_PATHS = ["/preview-session"];

const noPreview = () =>
  new HttpError(403, "no valid preview token", "미리보기 링크가 만료되었거나 올바르지 않습니다.");

/**
 * Storefront requests that carry a valid preview token of their own clinic run inside the preview scope: every
 * tenant transaction applies the clinic's drafts and rolls back (withTenant). Their answers are private and never
 * stored by a cache. A token of another clinic, or a broken or expired one, is ignored: the live site answers.
 */
export function registerPreview(
  scope: FastifyInstance,
  previews: PreviewTokens,
  content: ContentService,
): void {
  scope.addHook("onRequest", (request, reply, done) => {
    const header = request.headers[PREVIEW_HEADER];
    const token = typeof header === "string" ? previews.verify(header) : null;
    if (!token || token.partnerId !== request.tenant?.partnerId) {
      done();
      return;
    }
    request.previewExpiresAt = token.expiresAt;
    reply.header("cache-control", "private, no-store");
    const partnerId = token.partnerId;
    previewScope.run({ partnerId, prepare: (tx) => content.applyAllDrafts(tx, partnerId) }, done);
  });
  scope.addHook("onSend", async (request, reply, payload) => {
    if (request.previewExpiresAt) reply.header("cache-control", "private, no-store");
    return payload;
  });

  scope.get(
    "/preview-session",
    {
      schema: {
        tags: ["preview"],
        summary:
          "Until when the preview token in x-clinic-preview shows this clinic's drafts (403: it does not)",
        response: {
          200: previewSessionSchema,
          ...errorResponses,
          403: apiErrorSchema.describe("No valid preview token of this clinic in x-clinic-preview"),
        },
      },
    },
    async (request) => {
      if (!request.previewExpiresAt) throw noPreview();
      return { expiresAt: request.previewExpiresAt.toISOString() };
    },
  );
}
