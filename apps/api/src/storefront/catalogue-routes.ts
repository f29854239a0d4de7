import {
  RECENT_PRODUCT_MUTATION_PATHS,
  RECENT_PRODUCT_ROUTES,
  recentProductRoutes,
} from "@api/customer/recent-products/routes";
import { createRecentProductService } from "@api/customer/recent-products/service";
import type { Database } from "@clinic/db";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { openApiPaths } from "../lib/contract-route";
import type { PublicAnswers } from "../lib/public-answer-cache";
import { BRANDING_ROUTES, brandingRoutes } from "./brandings/routes";
import { createBrandingService } from "./brandings/service";
import { EVENT_ROUTES, eventRoutes } from "./events/routes";
import { createEventService } from "./events/service";
import { EXHIBITION_ROUTES, exhibitionRoutes } from "./exhibitions/routes";
import { createExhibitionService } from "./exhibitions/service";
import { PRODUCT_ROUTES, productRoutes } from "./products/routes";
import { createProductService } from "./products/service";
import { SEARCH_ROUTES, searchRoutes } from "./search/routes";
import { createSearchService } from "./search/service";

/**
 * Tenant-scoped GET paths of this area in OpenAPI form ("/products/{id}"), as the OpenAPI document names them.
 * Some need more than the tenant header to answer 200: a real id, a query (/v2/event/products?eventId=) or the
 * visitor header (/recent-products) — see CATALOGUE_ROUTES_NEEDING_INPUT.
 */
export const CATALOGUE_ROUTES: string[] = [
  ...PRODUCT_ROUTES,
  ...RECENT_PRODUCT_ROUTES,
  ...EVENT_ROUTES,
  ...EXHIBITION_ROUTES,
  ...BRANDING_ROUTES,
  ...SEARCH_ROUTES,
];

/** GET paths above that answer 400/404 with the tenant header alone (path ids, required query or header). */
export const CATALOGUE_ROUTES_NEEDING_INPUT: string[] = [
  ...CATALOGUE_ROUTES.filter((path) => path.includes("{")),
  ...openApiPaths(endpoints.recentProducts, endpoints.eventProducts),
];

/** Documented paths of this area that have no GET (DELETE only); the OpenAPI document lists them too. */
export const CATALOGUE_OTHER_PATHS: string[] = [...RECENT_PRODUCT_MUTATION_PATHS];

/**
 * Registers every catalogue module inside the tenant scope of app.ts. `answers` holds the answers that are the
 * same for every visitor; recent products are a visitor's own and are never held.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ database: Database; answers: PublicAnswers }> = async (
  app,
  { database, answers },
) => {
  await app.register(productRoutes, { products: createProductService(database, answers) });
  await app.register(recentProductRoutes, { recent: createRecentProductService(database) });
  await app.register(eventRoutes, { events: createEventService(database, answers) });
  await app.register(exhibitionRoutes, { exhibitions: createExhibitionService(database, answers) });
  await app.register(brandingRoutes, { brandings: createBrandingService(database, answers) });
  await app.register(searchRoutes, { search: createSearchService(database, answers) });
};
