import type { Database } from "@clinic/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Tenant-scoped GET paths of this module in OpenAPI form. */
export const SHORT_URL_ROUTES: string[] = ["/customer/shorten-url", "/staff/short-urls"];
/** GET paths above that answer 400/401 with the tenant header alone (a code, a staff key). */
export const SHORT_URL_ROUTES_NEEDING_INPUT: string[] = [...SHORT_URL_ROUTES];
/** Paths with only non-GET methods. */
export const SHORT_URL_OTHER_PATHS: string[] = [];

// TODO(issue 8): resolve and count short links; staff create and list them.
export const shortUrlRoutes: FastifyPluginAsyncZod<{ database: Database }> = async () => {};
