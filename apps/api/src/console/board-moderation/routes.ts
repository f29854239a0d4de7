import { clinicAccess, clinicIdOf, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import type { Database } from "@clinic/db";
import { apiErrorSchema } from "@clinic/shared";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createBoardModeration } from "./service";

const route = { tags: CONSOLE_TAGS, responses: consoleErrors };
/** A change to a deleted post. */
const changing = {
  tags: CONSOLE_TAGS,
  responses: {
    ...consoleErrors,
    409: apiErrorSchema.describe("The post is deleted: it takes no more changes"),
  },
};

/** Customer-board moderation: staff and owners read every post, answer, hide and delete. */
export const consoleBoardModerationRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const moderation = createBoardModeration(database);
  const staffAccess = { preHandler: clinicAccess("STAFF") };

  registerEndpoint(
    app,
    endpoints.boardPosts,
    schemas.boardPosts,
    {
      ...route,
      summary:
        "Posts of the clinic's customer boards, newest first, paged: private ones readable, hidden ones " +
        "marked (left out with includeHidden=false), deleted ones only with includeDeleted=true",
    },
    async (request) => moderation.list(clinicIdOf(request), request.query),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.boardPost,
    schemas.boardPost,
    {
      ...route,
      summary: "One post in full (private, hidden and deleted ones too) with the clinic's answers",
    },
    async (request) => moderation.get(clinicIdOf(request), request.params.id),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.answerPost,
    schemas.answerPost,
    {
      ...changing,
      summary:
        "Answers a post with rich text (sanitised as the storefront shows it), signed with authorName or " +
        "the clinic's name; audited",
    },
    async (request) =>
      moderation.answer(clinicIdOf(request), staffOf(request), request.params.id, request.body),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.updateAnswer,
    schemas.updateAnswer,
    { ...changing, summary: "Rewrites one of the clinic's answers to a post; audited" },
    async (request) =>
      moderation.updateAnswer(
        clinicIdOf(request),
        staffOf(request),
        request.params.id,
        request.params.answerId,
        request.body,
      ),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.deleteAnswer,
    schemas.deleteAnswer,
    { ...changing, summary: "Deletes one of the clinic's answers to a post; audited" },
    async (request) =>
      moderation.deleteAnswer(
        clinicIdOf(request),
        staffOf(request),
        request.params.id,
        request.params.answerId,
      ),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.setPostHidden,
    schemas.setPostHidden,
    {
      ...changing,
      summary:
        "Hides a post from the storefront (true) or shows it again (false); audited. Asking for its " +
        "current state changes nothing",
    },
    async (request) =>
      moderation.setHidden(clinicIdOf(request), staffOf(request), request.params.id, request.body.hidden),
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.deletePost,
    schemas.deletePost,
    {
      ...changing,
      summary: "Marks a post deleted (the row and its answers are kept; the storefront no longer shows it)",
    },
    async (request, reply) => {
      await moderation.remove(clinicIdOf(request), staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
    staffAccess,
  );
};
