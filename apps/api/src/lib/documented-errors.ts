import { apiErrorSchema } from "@clinic/shared";
import type { FastifyInstance, RouteOptions } from "fastify";
import { errorResponses } from "./route-schemas";

type Responses = Record<string, unknown>;

/** What Fastify itself answers for any route that reads a body, before the handler runs. */
const BODY_ERRORS = {
  413: apiErrorSchema.describe("The body is larger than the route accepts"),
  415: apiErrorSchema.describe("The body is not application/json (or the type the route names)"),
} as const;

/** Fastify answers 414 for a path parameter longer than its maxParamLength (100 characters). */
const PARAM_ERRORS = {
  414: apiErrorSchema.describe("A path parameter is longer than 100 characters"),
} as const;

const SESSION_ERRORS = {
  401: apiErrorSchema.describe("No live console session in `Authorization: Bearer <token>`"),
  403: apiErrorSchema.describe("The account may not act on this clinic (or not with this role)"),
} as const;

const BODILESS = new Set(["GET", "HEAD"]);

/** Adds the statuses a route does not document yet; a route's own description of a status wins. */
function addMissing(routeOptions: RouteOptions, errors: Responses): void {
  const schema = routeOptions.schema;
  if (!schema || (schema as { hide?: boolean }).hide) return;
  const response = (schema.response ?? {}) as Responses;
  for (const [status, description] of Object.entries(errors)) {
    if (!(status in response)) response[status] = description;
  }
  schema.response = response;
}

const methodsOf = (routeOptions: RouteOptions) =>
  Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];

/**
 * Documents on every route the failures the app answers for all routes (spec 8 shape): validation (400), unknown
 * site or row (404), server and database failures (500, 503), for routes that take a body Fastify's own 413 and
 * 415, and for routes with path parameters its 414. Runs as routes are registered (onRoute), before the OpenAPI plugin reads them, so a route added later
 * cannot forget them. Must be registered before the routes and before @fastify/swagger.
 */
export function registerDocumentedErrors(app: FastifyInstance): void {
  app.addHook("onRoute", (routeOptions) => {
    const takesBody = methodsOf(routeOptions).some((method) => !BODILESS.has(String(method)));
    const hasParams = /[:*]/.test(routeOptions.url);
    addMissing(routeOptions, {
      ...errorResponses,
      ...(takesBody ? BODY_ERRORS : {}),
      ...(hasParams ? PARAM_ERRORS : {}),
    });
  });
}

/** The same for a scope whose routes all need a console session (its onRequest hook answers 401 and 403). */
export function documentSessionErrors(scope: FastifyInstance): void {
  scope.addHook("onRoute", (routeOptions) => addMissing(routeOptions, SESSION_ERRORS));
}
