import { useTestApp } from "@api/testing/suite";
import { demoOwner } from "@clinic/db";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { EVENT_STREAM_ROUTES, injectFirstEvent } from "../testing/event-stream";
import { documentedInputs, openApiPath, registeredRoutes, routeKey } from "../testing/routes";
import { CONSOLE_CLINIC_PREFIX, NO_INPUTS, requestFor } from "./fuzz-requests";

interface Operation {
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

/** Console routes anyone may call: they check a password or a token themselves. */
const OPEN_CONSOLE = new Set(["/console/auth/sign-in", "/console/auth/accept-invite"]);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Every this-many-th documented route is fuzzed (all by default: a few seconds); FUZZ_EVERY thins it out. */
const EVERY = Number(process.env.FUZZ_EVERY ?? 1);
const FILE_TIMEOUT_MS = 180_000;

describe("every status a route can answer is in the OpenAPI document", () => {
  const t = useTestApp();
  let paths: Paths;
  beforeAll(async () => {
    paths = (await t.app.inject({ method: "GET", url: "/docs/json" })).json().paths;
  });

  const operations = () =>
    Object.entries(paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
    );

  it("documents 400, 404, 500 and 503 everywhere, in the shared error schema", () => {
    expect(operations().length).toBeGreaterThan(100);
    for (const { path, method, operation } of operations()) {
      const label = `${method.toUpperCase()} ${path}`;
      expect(Object.keys(operation.responses), label).toEqual(
        expect.arrayContaining(["400", "404", "500", "503"]),
      );
      for (const status of ["400", "500"]) {
        const schema = operation.responses[status]?.content?.["application/json"]?.schema;
        expect(schema?.$ref, `${label} ${status}`).toBe("#/components/schemas/ApiError");
      }
    }
  });

  it("documents 413 and 415 where a body is read, and 401 and 403 on every signed-in console route", () => {
    for (const { path, method, operation } of operations()) {
      const label = `${method.toUpperCase()} ${path}`;
      const statuses = Object.keys(operation.responses);
      if (operation.requestBody) expect(statuses, label).toEqual(expect.arrayContaining(["413", "415"]));
      if (path.startsWith("/console/") && !OPEN_CONSOLE.has(path)) {
        expect(statuses, label).toEqual(expect.arrayContaining(["401", "403"]));
      }
    }
    for (const path of OPEN_CONSOLE) {
      expect(Object.keys(paths[path]?.post?.responses ?? {}), path).toContain("429");
    }
    expect(Object.keys(paths["/console/me/password"]?.put?.responses ?? {})).toContain("429");
  });

  it(
    "answers only documented statuses to random requests (a sample of routes)",
    async () => {
      const { email, password } = demoOwner("lumiere");
      const signIn = await t.app.inject({
        method: "POST",
        url: "/console/auth/sign-in",
        payload: { email, password },
      });
      const token = signIn.json().token as string;
      const inputs = await documentedInputs(t.app);
      const routes = registeredRoutes(t.app).filter((route) => paths[openApiPath(route.url)]);
      const sample = routes.filter((_, index) => index % EVERY === 0);
      expect(sample.length).toBeGreaterThan(20);
      const undocumented = new Set<string>();
      for (const route of sample) {
        // An event stream never ends: read up to its first event, then hang up.
        const inject = EVENT_STREAM_ROUTES.has(routeKey(route))
          ? (options: InjectOptions) => injectFirstEvent(t.app, options)
          : (options: InjectOptions) => t.app.inject(options);
        const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
        if (!operation) continue;
        const documented = new Set(Object.keys(operation.responses));
        const clinicConsole = route.url.startsWith(CONSOLE_CLINIC_PREFIX);
        const console = clinicConsole ? { partnerId: t.partnerIds.lumiere } : undefined;
        const requests = fc.sample(
          requestFor(route, inputs.get(`${route.method} ${openApiPath(route.url)}`) ?? NO_INPUTS, console),
          { numRuns: RUNS_PER_ROUTE, seed: SEED },
        );
        for (const request of requests) {
          const response = await inject({
            method: route.method as "GET",
            url: request.query ? `${request.path}?${request.query}` : request.path,
            headers: {
              ...request.headers,
              ...(clinicConsole ? { authorization: `Bearer ${token}` } : {}),
              ...(request.body.contentType ? { "content-type": request.body.contentType } : {}),
            },
            ...(request.body.payload === undefined ? {} : { payload: request.body.payload }),
          });
          if (!documented.has(String(response.statusCode))) {
            undocumented.add(`${routeKey(route)} answered ${response.statusCode}`);
          }
        }
      }
      expect([...undocumented], `seed ${SEED}`).toEqual([]);
    },
    FILE_TIMEOUT_MS,
  );
});
