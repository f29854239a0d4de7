import type { Endpoint, EndpointSchemas } from "@clinic/shared/contract/endpoint";
import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { FastifyBaseLogger } from "fastify/types/logger";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { errorResponses } from "./route-schemas";

/** The Fastify instance every route plugin gets: zod schemas validate and serialise (fastify-type-provider-zod). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema a contract entry becomes, so the handler's request and reply are typed from it. */
export interface FastifySchemaOf<S extends EndpointSchemas> {
  params: S["params"];
  querystring: S["query"];
  body: S["body"];
  headers: S["headers"];
  response: Record<number, z.ZodType>;
}

/** What only the API says about a route: its OpenAPI text, extra documented failures, hooks and limits. */
export interface RouteDoc {
  summary: string;
  tags: string[];
  description?: string;
  /** Failures besides 400/404/500/503 (401, 403, 409, 429…), in the spec-8 shape. */
  responses?: Record<number, z.ZodType>;
  /**
   * The shared failures this route can answer, when not all of `errorResponses` (/health takes no input and
   * no tenant: 500 and 503 only; the bench's /hello none).
   */
  sharedErrors?: (keyof typeof errorResponses)[];
  /** Left out of the OpenAPI document (the document itself, the bench's measuring stick). */
  hide?: boolean;
}

export type ContractHandler<S extends EndpointSchemas> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  FastifySchemaOf<S>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * Registers one contract endpoint (decision 0030): method, path and schemas come from `packages/shared`'s
 * contract, so the API and every client agree by construction; the API adds only its documentation, hooks and
 * handler. Every route documents the shared failures (`errorResponses`).
 */
export function registerEndpoint<S extends EndpointSchemas>(
  app: ZodApp,
  endpoint: Endpoint,
  schemas: S,
  doc: RouteDoc,
  handler: ContractHandler<S>,
  options: Omit<RouteShorthandOptions, "schema"> = {},
): void {
  const shared = doc.sharedErrors
    ? Object.fromEntries(doc.sharedErrors.map((status) => [status, errorResponses[status]]))
    : errorResponses;
  // A stream (text/event-stream) or a file (text/csv) is documented by its media type: each event's data, or the
  // file itself, as the schema.
  const answer = schemas.contentType
    ? {
        description:
          schemas.contentType === "text/csv"
            ? "A CSV file"
            : "A stream of events, each one's data (JSON) as this schema",
        content: { [schemas.contentType]: { schema: schemas.response } },
      }
    : schemas.response;
  const success = Object.fromEntries(
    [schemas.status ?? 200, ...(schemas.otherStatuses ?? [])].map((status) => [status, answer]),
  );
  const schema = {
    ...(doc.hide ? { hide: true } : {}),
    summary: doc.summary,
    tags: doc.tags,
    ...(doc.description ? { description: doc.description } : {}),
    ...(schemas.params ? { params: schemas.params } : {}),
    ...(schemas.query ? { querystring: schemas.query } : {}),
    ...(schemas.body ? { body: schemas.body } : {}),
    ...(schemas.headers ? { headers: schemas.headers } : {}),
    response: { ...success, ...shared, ...doc.responses },
  };
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    handler: handler as RouteHandlerMethod,
  } as Parameters<ZodApp["route"]>[0]);
}

/** An endpoint's path as the OpenAPI document writes it (`/customer/notices/{id}`), for the tests that walk them. */
export const openApiPath = (endpoint: Endpoint): string => endpoint.path.replace(/:([A-Za-z]+)/g, "{$1}");

/** The OpenAPI paths of some endpoints, in order and without repeats (GET and PUT of one path are one path). */
export const openApiPaths = (...endpoints: Endpoint[]): string[] => [...new Set(endpoints.map(openApiPath))];
