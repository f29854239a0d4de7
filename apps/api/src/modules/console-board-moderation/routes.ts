import type { Database } from "@clinic/db";
import {
  apiErrorSchema,
  consoleBoardAnswerBodySchema,
  consoleBoardHiddenBodySchema,
  consoleBoardPostListQuerySchema,
  consoleBoardPostListSchema,
  consoleBoardPostSchema,
  idParam,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CLINIC_BASE, clinicAccess, clinicIdOf, clinicParams, staffOf } from "../console-auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "../console-auth/schemas";
import { createBoardModeration } from "./service";

const POSTS = `${CLINIC_BASE}/customer-board`;
const postParams = clinicParams.extend({ id: idParam });
const answerParams = postParams.extend({ answerId: idParam });
const deleted = { 409: apiErrorSchema.describe("The post is deleted: it takes no more changes") };
const onePost = { 200: consoleBoardPostSchema, ...consoleErrors, ...deleted };

/** Customer-board moderation: staff and owners read every post, answer, hide and delete. */
export const consoleBoardModerationRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const moderation = createBoardModeration(database);
  const staffAccess = clinicAccess("STAFF");

  app.get(
    POSTS,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary:
          "Posts of the clinic's customer boards, newest first, paged: private ones readable, hidden ones " +
          "marked (left out with includeHidden=false), deleted ones only with includeDeleted=true",
        params: clinicParams,
        querystring: consoleBoardPostListQuerySchema,
        response: { 200: consoleBoardPostListSchema, ...consoleErrors },
      },
    },
    async (request) => moderation.list(clinicIdOf(request), request.query),
  );

  app.get(
    `${POSTS}/:id`,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "One post in full (private, hidden and deleted ones too) with the clinic's answers",
        params: postParams,
        response: { 200: consoleBoardPostSchema, ...consoleErrors },
      },
    },
    async (request) => moderation.get(clinicIdOf(request), request.params.id),
  );

  app.post(
    `${POSTS}/:id/answers`,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary:
          "Answers a post with rich text (sanitised as the storefront shows it), signed with authorName or " +
          "the clinic's name; audited",
        params: postParams,
        body: consoleBoardAnswerBodySchema,
        response: onePost,
      },
    },
    async (request) =>
      moderation.answer(clinicIdOf(request), staffOf(request), request.params.id, request.body),
  );

  app.put(
    `${POSTS}/:id/answers/:answerId`,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Rewrites one of the clinic's answers to a post; audited",
        params: answerParams,
        body: consoleBoardAnswerBodySchema,
        response: onePost,
      },
    },
    async (request) =>
      moderation.updateAnswer(
        clinicIdOf(request),
        staffOf(request),
        request.params.id,
        request.params.answerId,
        request.body,
      ),
  );

  app.delete(
    `${POSTS}/:id/answers/:answerId`,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Deletes one of the clinic's answers to a post; audited",
        params: answerParams,
        response: onePost,
      },
    },
    async (request) =>
      moderation.deleteAnswer(
        clinicIdOf(request),
        staffOf(request),
        request.params.id,
        request.params.answerId,
      ),
  );

  app.put(
    `${POSTS}/:id/hidden`,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary:
          "Hides a post from the storefront (true) or shows it again (false); audited. Asking for its " +
          "current state changes nothing",
        params: postParams,
        body: consoleBoardHiddenBodySchema,
        response: onePost,
      },
    },
    async (request) =>
      moderation.setHidden(clinicIdOf(request), staffOf(request), request.params.id, request.body.hidden),
  );

  app.delete(
    `${POSTS}/:id`,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Marks a post deleted (the row and its answers are kept; the storefront no longer shows it)",
        params: postParams,
        response: { 204: z.null().describe("Deleted"), ...consoleErrors, ...deleted },
      },
    },
    async (request, reply) => {
      await moderation.remove(clinicIdOf(request), staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
