import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { platformEndpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas } from "@clinic/shared/contract/platform-schemas";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BoardService } from "./service";

export const BOARD_ROUTES = openApiPaths(
  platformEndpoints.boardTypes,
  endpoints.boardType,
  endpoints.boards,
  endpoints.board,
);

const TAGS = ["content"];

export const boardRoutes: FastifyPluginAsyncZod<{ boards: BoardService }> = async (app, { boards }) => {
  registerEndpoint(
    app,
    platformEndpoints.boardTypes,
    platformSchemas.boardTypes,
    {
      tags: TAGS,
      summary:
        "The clinic's visible boards by weight; `area` keeps one area's (CSCENTER: the customer boards)",
    },
    async (request) => boards.listBoardTypes(tenantOf(request).partnerId, request.query.area),
  );

  registerEndpoint(
    app,
    endpoints.boardType,
    schemas.boardType,
    { tags: TAGS, summary: "One visible board (name, layout, area); 404 when hidden or another clinic's" },
    async (request) => boards.getBoardType(tenantOf(request).partnerId, request.params.id),
  );

  registerEndpoint(
    app,
    endpoints.boards,
    schemas.boards,
    {
      tags: TAGS,
      summary:
        "One board's visible posts, pinned first then newest, paged; keyword matches title or text; " +
        "404 for a hidden or unknown board",
    },
    async (request) => boards.listPosts(tenantOf(request).partnerId, request.query),
  );

  registerEndpoint(
    app,
    endpoints.board,
    schemas.board,
    { tags: TAGS, summary: "One visible post with its board and the previous/next posts in list order" },
    async (request) => boards.getPost(tenantOf(request).partnerId, request.params.id),
  );
};
