import { registerEndpoint } from "@api/lib/contract-route";
import { parseHostHeader } from "@api/lib/host";
import { siteNotFound } from "@api/lib/http-error";
import { platformEndpoints as endpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas as schemas } from "@clinic/shared/contract/platform-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SiteService } from "./service";

/**
 * GET /sites/resolve?host=…: the storefront's proxy asks which clinic serves a Host header (name and port), once per
 * host (decision 0028): the partner id its API calls then carry, the site code and the deploy status.
 */
export const siteRoutes: FastifyPluginAsyncZod<{ sites: SiteService }> = async (app, { sites }) => {
  registerEndpoint(
    app,
    endpoints.resolveSite,
    schemas.resolveSite,
    { tags: ["sites"], summary: "Which clinic (partner id, code, deploy status) serves a host name" },
    async (request) => {
      const host = parseHostHeader(request.query.host);
      const site = host ? await sites.resolveHost(host) : null;
      if (!site) throw siteNotFound();
      return { partnerId: site.partnerId, code: site.code, deployStatus: site.deployStatus };
    },
  );
};
