import {
  boardAreas,
  boardDetailSchema,
  boardListQuerySchema,
  boardPageSchema,
  boardTypeSchema,
  idParam,
  listOf,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { BoardService } from "./service";

export const BOARD_ROUTES = [
  "/customer/board-types",
  "/customer/board-types/{id}",
  "/customer/boards",
  "/customer/boards/{id}",
];

const idParams = z.object({ id: idParam });
/** The storefront's /cscenter hub asks for area=CSCENTER: the customer boards it links to. */
const boardTypeListQuery = z.object({ area: z.enum(boardAreas).optional() });

export const boardRoutes: FastifyPluginAsyncZod<{ boards: BoardService }> = async (app, { boards }) => {
  app.get(
    "/customer/board-types",
    {
      schema: {
        tags: ["content"],
        summary:
          "The clinic's visible boards by weight; `area` keeps one area's (CSCENTER: the customer boards)",
        headers: tenantHeadersSchema,
        querystring: boardTypeListQuery,
        response: { 200: listOf(boardTypeSchema), ...errorResponses },
      },
    },
    async (request) => boards.listBoardTypes(tenantOf(request).partnerId, request.query.area),
  );

  app.get(
    "/customer/board-types/:id",
    {
      schema: {
        tags: ["content"],
        summary: "One visible board (name, layout, area); 404 when hidden or another clinic's",
        headers: tenantHeadersSchema,
        params: idParams,
        response: { 200: boardTypeSchema, ...errorResponses },
      },
    },
    async (request) => boards.getBoardType(tenantOf(request).partnerId, request.params.id),
  );

  app.get(
    "/customer/boards",
    {
      schema: {
        tags: ["content"],
        summary:
          "One board's visible posts, pinned first then newest, paged; keyword matches title or text; " +
          "404 for a hidden or unknown board",
        headers: tenantHeadersSchema,
        querystring: boardListQuerySchema,
        response: { 200: boardPageSchema, ...errorResponses },
      },
    },
    async (request) => boards.listPosts(tenantOf(request).partnerId, request.query),
  );

  app.get(
    "/customer/boards/:id",
    {
      schema: {
        tags: ["content"],
        summary: "One visible post with its board and the previous/next posts in list order",
        headers: tenantHeadersSchema,
        params: idParams,
        response: { 200: boardDetailSchema, ...errorResponses },
      },
    },
    async (request) => boards.getPost(tenantOf(request).partnerId, request.params.id),
  );
};
