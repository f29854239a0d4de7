import {
  idParam,
  TERMS_TARGET,
  termHistoryListSchema,
  termHistorySchema,
  termListQuerySchema,
  termListSchema,
  termQuerySchema,
  termSchema,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { TermService } from "./service";

export const TERM_ROUTES = [
  "/term",
  "/terms",
  "/terms/{id}/terms-histories",
  "/terms/{id}/terms-histories/current",
  "/terms/{id}/terms-histories/{historyId}",
];

const termParams = z.object({ id: idParam });

export const termRoutes: FastifyPluginAsyncZod<{ terms: TermService }> = async (app, { terms }) => {
  app.get(
    "/term",
    {
      schema: {
        tags: ["terms"],
        summary: "The visitor-facing (CUSTOMER) term of one title; 404 when the clinic has none",
        headers: tenantHeadersSchema,
        querystring: termQuerySchema,
        response: { 200: termSchema, ...errorResponses },
      },
    },
    async (request) => terms.getByTitle(tenantOf(request).partnerId, request.query.termTitle),
  );

  app.get(
    "/terms",
    {
      schema: {
        tags: ["terms"],
        summary: "The clinic's terms for one audience (default CUSTOMER)",
        headers: tenantHeadersSchema,
        querystring: termListQuerySchema,
        response: { 200: termListSchema, ...errorResponses },
      },
    },
    async (request) => terms.list(tenantOf(request).partnerId, request.query.target ?? TERMS_TARGET),
  );

  app.get(
    "/terms/:id/terms-histories",
    {
      schema: {
        tags: ["terms"],
        summary: "Versions of a term in effect by today (Asia/Seoul), newest first, without their text",
        headers: tenantHeadersSchema,
        params: termParams,
        response: { 200: termHistoryListSchema, ...errorResponses },
      },
    },
    async (request) => terms.listHistories(tenantOf(request).partnerId, request.params.id),
  );

  app.get(
    "/terms/:id/terms-histories/current",
    {
      schema: {
        tags: ["terms"],
        summary: "The latest version in effect today (Asia/Seoul); 404 when none is",
        headers: tenantHeadersSchema,
        params: termParams,
        response: { 200: termHistorySchema, ...errorResponses },
      },
    },
    async (request) => terms.getCurrent(tenantOf(request).partnerId, request.params.id),
  );

  app.get(
    "/terms/:id/terms-histories/:historyId",
    {
      schema: {
        tags: ["terms"],
        summary: "One earlier (or the current) version; 404 for a future version or another term's",
        headers: tenantHeadersSchema,
        params: termParams.extend({ historyId: idParam }),
        response: { 200: termHistorySchema, ...errorResponses },
      },
    },
    async (request) =>
      terms.getHistory(tenantOf(request).partnerId, request.params.id, request.params.historyId),
  );
};
