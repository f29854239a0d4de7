import type { Database } from "@clinic/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Tenant-scoped GET paths of this area (the OpenAPI and tenant-resolution tests walk them). */
export const CATALOGUE_ROUTES: string[] = [];

/** Registers every catalogue module inside the tenant scope of app.ts. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ database: Database }> = async () => {};
