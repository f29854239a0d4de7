import {
  apiErrorSchema,
  bannerSchema,
  deployStatusSchema,
  partnerGroupSchema,
  partnerInfoSchema,
  popupSchema,
  siteConfigSchema,
} from "@clinic/shared";
import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * OpenAPI from the routes' zod schemas. The main shared schemas become named components; the registry is
 * per app (not zod's global one) so building several apps in one process (tests) never clashes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const registry = z.registry<{ id: string }>();
  registry.add(apiErrorSchema, { id: "ApiError" });
  registry.add(partnerInfoSchema, { id: "PartnerInfo" });
  registry.add(deployStatusSchema, { id: "DeployStatus" });
  registry.add(siteConfigSchema, { id: "SiteConfig" });
  registry.add(partnerGroupSchema, { id: "PartnerGroup" });
  registry.add(popupSchema, { id: "Popup" });
  registry.add(bannerSchema, { id: "Banner" });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Clinic storefront API",
        description:
          "Multi-tenant API of the clinic storefront. Tenant-scoped routes need the x-tenant-origin header " +
          "(the site's origin); every failure answers { status, message, translate?, fields? }.",
        version: "0.1.0",
      },
      tags: [
        { name: "partners", description: "The site's partner (clinic)" },
        {
          name: "content",
          description:
            "Popups, banners, keywords, before/after, reviews, boards, pages, notices, FAQ, after-notices, contact inquiries, customer boards",
        },
        { name: "catalogue", description: "Products, categories, events, exhibitions, brandings, search" },
        { name: "introduce", description: "Doctors, schedules, spaces, short clips" },
        { name: "terms", description: "Terms of service and privacy policy with their versions" },
        {
          name: "reservations",
          description:
            "Schedules and free times, reservations with capacity that cannot be overbooked, staff reservation " +
            "endpoints, carts and badges",
        },
        {
          name: "accounts",
          description:
            "Identity verification (PortOne style, or the labelled demo verifier), sign-up and sign-in, guest SMS " +
            "sign-in, my information, logout and token rotation",
        },
        { name: "sites", description: "Host to site mapping" },
        { name: "platform", description: "Health" },
      ],
    },
    transform: createJsonSchemaTransform({ schemaRegistry: registry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: registry }),
  });
}
