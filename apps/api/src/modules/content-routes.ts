import type { Database } from "@clinic/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Tenant-scoped GET paths of this area (the OpenAPI and tenant-resolution tests walk them). */
export const CONTENT_ROUTES: string[] = [];

/** Registers every content module inside the tenant scope of app.ts. */
export const contentRoutes: FastifyPluginAsyncZod<{ database: Database }> = async () => {};
