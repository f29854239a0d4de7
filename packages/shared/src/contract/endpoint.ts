/**
 * The shape of one API endpoint in the contract (decision 0030). An endpoint is declared once, in two halves kept
 * under the same name:
 * - its route (method and path) in a `*-routes.ts` file: plain values, so browser bundles and the reservation
 *   widget import it without zod;
 * - its schemas (params, query, body, headers, answer) in the matching `*-schemas.ts` file, checked by the
 *   compiler to cover every route of that file (`satisfies SchemasFor<typeof routes>`).
 * The API registers each route from both halves; every client calls it through `createApiCaller` by name, and
 * takes the types from the schemas half with a type-only import.
 */
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint {
  readonly method: HttpMethod;
  /** The API's own path (spec 7); `:name` marks one path parameter. */
  readonly path: `/${string}`;
}

export type SuccessStatus = 200 | 201 | 202 | 204;

/** What the API validates and answers for one endpoint. */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the route reads (tenant, authorization…); loose objects, so other headers pass. */
  readonly headers?: z.ZodType;
  /** The success answer. */
  readonly response: z.ZodType;
  /** Its status; 200 unless said. */
  readonly status?: SuccessStatus;
  /**
   * Further success statuses answering the same schema, e.g. 200 beside 201 when a repeated Idempotency-Key
   * answers the reservation made the first time.
   */
  readonly otherStatuses?: readonly SuccessStatus[];
  /**
   * The success answer's media type when it is not JSON: `text/event-stream` is a stream of events whose data is
   * `response` as JSON; `text/csv` is a file (`response` describes it). Such an endpoint is read as a stream (the
   * console's live queue, a download), never by `createApiCaller`.
   */
  readonly contentType?: "text/event-stream" | "text/csv";
}

/** The schemas half of a routes map: one entry per route, no more, no fewer. */
export type SchemasFor<Routes extends Record<string, Endpoint>> = {
  readonly [K in keyof Routes]: EndpointSchemas;
};

type Infer<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller passes: the path parameters, query and body the schemas name (inputs, before defaults). */
export type EndpointInput<S extends EndpointSchemas> = (S["params"] extends z.ZodType
  ? { params: Infer<S["params"]> }
  : { params?: undefined }) &
  (S["query"] extends z.ZodType ? { query?: Infer<S["query"]> } : { query?: undefined }) &
  (S["body"] extends z.ZodType ? { body: Infer<S["body"]> } : { body?: undefined });

/** What a successful call gives back: the answer after the schema (outputs). */
export type EndpointOutput<S extends EndpointSchemas> = z.output<S["response"]>;

/** The API path with its parameters filled in, each one percent-encoded. */
export function endpointPath(endpoint: Endpoint, params: Record<string, unknown> = {}): `/${string}` {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new TypeError(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  }) as `/${string}`;
}

type QueryInput = Record<string, unknown> | undefined;

/**
 * `?a=1&b=2,3` from a query object: empty values are left out, lists are comma separated (spec 7), dates go as
 * ISO strings. The empty string when nothing is left.
 */
export function queryString(query: QueryInput): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(","));
    } else if (value instanceof Date) params.set(key, value.toISOString());
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** One prepared request, handed to a transport: the endpoint, and the filled-in path and query. */
export interface PreparedCall {
  readonly name: string;
  readonly endpoint: Endpoint;
  /** Path with parameters filled in, plus `?query` when there is one. */
  readonly target: `/${string}`;
  readonly body: unknown;
}

/** What every call gives back: the answer, or the status and the spec-8 error (with the Korean text to show). */
export type CallResult<T> =
  | { readonly ok: true; readonly status: number; readonly data: T }
  | {
      readonly ok: false;
      readonly status: number;
      readonly error: { status: number; message: string; translate?: string | undefined; fields?: unknown };
    };

/**
 * A transport sends a prepared call: the web server adds the tenant, the visitor's token and Next's cache options
 * and checks the answer with the schema; the browser and the widget send it to the same-origin pass-through
 * (`/api…`). It answers failures (4xx, 5xx, no network) as `ok: false`, never by throwing.
 */
export type Transport<Options> = (call: PreparedCall, options: Options) => Promise<CallResult<unknown>>;

/**
 * The one typed call function: `call(name, input, options)`. The routes are plain values; `Schemas` is a type
 * only (`typeof someSchemas`), so a browser bundle never carries zod because of it. The routes may also be a
 * loader, so a browser bundle fetches the table with its first call instead of with the page's first script.
 */
export function createApiCaller<
  Routes extends Record<string, Endpoint>,
  Schemas extends SchemasFor<Routes>,
  Options,
>(routes: Routes | (() => Promise<Routes>), transport: Transport<Options>) {
  return async function call<Name extends keyof Routes & keyof Schemas & string>(
    name: Name,
    input: EndpointInput<Schemas[Name]>,
    options: Options,
  ): Promise<CallResult<EndpointOutput<Schemas[Name]>>> {
    const table = typeof routes === "function" ? await routes() : routes;
    const endpoint = table[name] as Endpoint;
    const target =
      `${endpointPath(endpoint, input.params ?? {})}${queryString(input.query as QueryInput)}` as const;
    return transport({ name, endpoint, target, body: input.body }, options) as Promise<
      CallResult<EndpointOutput<Schemas[Name]>>
    >;
  };
}

/**
 * An answer's body for the transports: undefined when empty (204), the parsed JSON, or the text itself when it is
 * not JSON (a proxy's HTML error page), so the caller can still report it.
 */
export async function readAnswerBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
