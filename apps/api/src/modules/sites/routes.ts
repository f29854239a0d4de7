import { siteResolveQuerySchema, siteResolveSchema } from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { parseHostHeader } from "../../lib/host";
import { siteNotFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/route-schemas";
import type { SiteService } from "./service";

/** GET /sites/resolve?host=…: the storefront's proxy asks which site serves a Host header (name and port). */
export const siteRoutes: FastifyPluginAsyncZod<{ sites: SiteService }> = async (app, { sites }) => {
  app.get(
    "/sites/resolve",
    {
      schema: {
        tags: ["sites"],
        summary: "Which site (partner code) serves a host name",
        querystring: siteResolveQuerySchema,
        response: { 200: siteResolveSchema, ...errorResponses },
      },
    },
    async (request) => {
      const host = parseHostHeader(request.query.host);
      const site = host ? await sites.resolveHost(host) : null;
      if (!site) throw siteNotFound();
      return { code: site.code };
    },
  );
};
