import type { FastifyInstance } from "fastify";

/** One registered route: a method and Fastify's URL pattern (`/customer/notices/:id`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/** What the OpenAPI document says a route takes, by name (used to aim random input at real fields). */
export interface RouteInputs {
  query: string[];
  headers: string[];
  body: string[];
}

// Fastify answers HEAD through the GET handler; it is not a route of its own.
const IMPLICIT_METHODS = new Set(["HEAD"]);
const TREE_LINE = /^((?:[│ ] {3})*)[├└]── (.*) \(([A-Z, ]+)\)$/;
const INDENT = 4;

/**
 * Every route the app registered, read from Fastify's own router (printRoutes), so routes hidden from the
 * OpenAPI document (media, the document itself) are listed too and a new route cannot slip past the tests that
 * walk this list.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = TREE_LINE.exec(line.trimEnd());
    if (!match) continue;
    const [, indent = "", segment = "", methods = ""] = match;
    const depth = indent.length / INDENT;
    const url = (prefixes[depth - 1] ?? "") + segment;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of methods.split(",").map((name) => name.trim())) {
      if (!IMPLICIT_METHODS.has(method)) routes.push({ method, url });
    }
  }
  return routes;
}

export const routeKey = ({ method, url }: RegisteredRoute) => `${method} ${url}`;

/** Fastify's `:id` pattern as the OpenAPI document writes it (`{id}`). */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

export const pathParamsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** The inputs a route documents, from GET /docs/json; none for routes the document hides. */
export async function documentedInputs(app: FastifyInstance): Promise<Map<string, RouteInputs>> {
  const document = (await app.inject({ method: "GET", url: "/docs/json" })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const inputs = new Map<string, RouteInputs>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const named = (where: string) =>
        (operation.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      const body = operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {};
      inputs.set(`${method.toUpperCase()} ${path}`, {
        query: named("query"),
        headers: named("header"),
        body: Object.keys(body),
      });
    }
  }
  return inputs;
}
