import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { TERMS_TARGET } from "@clinic/shared";
import { platformEndpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas } from "@clinic/shared/contract/platform-schemas";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TermService } from "./service";

export const TERM_ROUTES = openApiPaths(
  endpoints.term,
  endpoints.terms,
  platformEndpoints.termHistories,
  endpoints.currentTermHistory,
  platformEndpoints.termHistory,
);

const TAGS = ["terms"];

export const termRoutes: FastifyPluginAsyncZod<{ terms: TermService }> = async (app, { terms }) => {
  registerEndpoint(
    app,
    endpoints.term,
    schemas.term,
    {
      tags: TAGS,
      summary: "The visitor-facing (CUSTOMER) term of one title; 404 when the clinic has none",
    },
    async (request) => terms.getByTitle(tenantOf(request).partnerId, request.query.termTitle),
  );

  registerEndpoint(
    app,
    endpoints.terms,
    schemas.terms,
    { tags: TAGS, summary: "The clinic's terms for one audience (default CUSTOMER)" },
    async (request) => terms.list(tenantOf(request).partnerId, request.query.target ?? TERMS_TARGET),
  );

  registerEndpoint(
    app,
    platformEndpoints.termHistories,
    platformSchemas.termHistories,
    {
      tags: TAGS,
      summary: "Versions of a term in effect by today (Asia/Seoul), newest first, without their text",
    },
    async (request) => terms.listHistories(tenantOf(request).partnerId, request.params.id),
  );

  registerEndpoint(
    app,
    endpoints.currentTermHistory,
    schemas.currentTermHistory,
    { tags: TAGS, summary: "The latest version in effect today (Asia/Seoul); 404 when none is" },
    async (request) => terms.getCurrent(tenantOf(request).partnerId, request.params.id),
  );

  registerEndpoint(
    app,
    platformEndpoints.termHistory,
    platformSchemas.termHistory,
    {
      tags: TAGS,
      summary: "One earlier (or the current) version; 404 for a future version or another term's",
    },
    async (request) =>
      terms.getHistory(tenantOf(request).partnerId, request.params.id, request.params.historyId),
  );
};
