import { registerEndpoint } from "@api/lib/contract-route";
import { HttpError } from "@api/lib/http-error";
import type { SiteService } from "@api/platform/sites/service";
import { platformEndpoints as endpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas as schemas } from "@clinic/shared/contract/platform-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * GET /platform/tls/ask?domain=…: Caddy's on-demand TLS asks before it requests a certificate for a host it has
 * never seen (docs/deploy.md). 200 only for a host of a clinic that is not suspended, so nobody can make the
 * server request certificates for names that are not ours (a rate-limit and abuse risk at the CA). The query
 * schema refuses IP literals, single-label names and non-ASCII input (IDNs arrive punycoded) with a 400.
 */
export const tlsAskRoutes: FastifyPluginAsyncZod<{ sites: SiteService }> = async (app, { sites }) => {
  registerEndpoint(
    app,
    endpoints.tlsAsk,
    schemas.tlsAsk,
    {
      tags: ["sites"],
      summary: "Caddy on-demand TLS: 200 when the domain is a host of an active clinic, 404 otherwise",
    },
    async (request) => {
      const { domain } = request.query;
      const site = await sites.resolveHost(domain);
      if (!site) {
        throw new HttpError(404, "not a clinic's host", "등록된 병원 도메인이 아닙니다.");
      }
      return { domain };
    },
  );
};
