import { demoOwner } from "@clinic/db";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedTables, tableChecksums } from "../testing/db-checksum";
import { EVENT_STREAM_ROUTES, injectFirstEvent } from "../testing/event-stream";
import { documentedInputs, openApiPath, registeredRoutes, routeKey } from "../testing/routes";
import { createTestApp, LUMIERE, type TestApp } from "../testing/test-app";
import { CONSOLE_CLINIC_PREFIX, NO_INPUTS, READS, requestFor } from "./fuzz-requests";
import { judge } from "./judge";

/**
 * Random requests to every registered route: broken content types, huge and odd strings, prototype-polluting
 * keys, numbers as strings, nulls. Runs per route are few so the file stays well under a minute on PGlite;
 * FUZZ_RUNS and FUZZ_SEED (printed on failure) make a deeper or repeated run possible.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const FILE_TIMEOUT_MS = 180_000;
describe("the robustness judge", () => {
  const answer = (statusCode: number, body: string) => ({ statusCode, body, json: () => JSON.parse(body) });
  it("flags 5xx, shapeless 4xx and mismatched statuses, and passes good answers", () => {
    const shaped = (status: number) => JSON.stringify({ status, message: "x", translate: "y" });
    expect(judge(answer(500, shaped(500))).problem).toMatch(/answered 500/);
    expect(judge(answer(400, "oops")).problem).toMatch(/not JSON/);
    expect(judge(answer(400, JSON.stringify({ error: "x" }))).problem).toMatch(/error shape/);
    expect(judge(answer(404, shaped(400))).problem).toMatch(/≠/);
    expect(judge(answer(404, shaped(404))).problem).toBeNull();
    expect(judge(answer(200, "{}")).problem).toBeNull();
  });
});

describe("robustness: random requests to every route", () => {
  let t: TestApp;
  let ownerToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const { email, password } = demoOwner("lumiere");
    const signIn = await t.app.inject({
      method: "POST",
      url: "/console/auth/sign-in",
      payload: { email, password },
    });
    ownerToken = signIn.json().token;
  });
  afterAll(() => t.close());

  it(
    "never answers 5xx, always in the error shape, and rejected requests change no row",
    async () => {
      const routes = registeredRoutes(t.app);
      const documented = await documentedInputs(t.app);
      expect(routes.length).toBeGreaterThan(documented.size - 1);
      const failures: string[] = [];
      let checksums = await tableChecksums(t.database);

      for (const route of routes) {
        // An event stream never ends: read up to its first event, then hang up.
        const inject = EVENT_STREAM_ROUTES.has(routeKey(route))
          ? (options: InjectOptions) => injectFirstEvent(t.app, options)
          : (options: InjectOptions) => t.app.inject(options);
        const inputs = documented.get(`${route.method} ${openApiPath(route.url)}`) ?? NO_INPUTS;
        const clinicConsole = route.url.startsWith(CONSOLE_CLINIC_PREFIX);
        const signedIn = clinicConsole ? { authorization: `Bearer ${ownerToken}` } : {};
        const console = clinicConsole ? { partnerId: t.partnerIds.lumiere } : undefined;
        let accepted = false;
        const result = await fc.check(
          fc.asyncProperty(requestFor(route, inputs, console), async (request) => {
            const response = await inject({
              method: route.method as "GET",
              url: request.query ? `${request.path}?${request.query}` : request.path,
              headers: {
                ...request.headers,
                ...signedIn,
                ...(request.body.contentType ? { "content-type": request.body.contentType } : {}),
              },
              ...(request.body.payload === undefined ? {} : { payload: request.body.payload }),
            });
            const { status, problem } = judge(response);
            // A DELETE whose random id hit a real row (id 1 exists) is accepted and may change rows too.
            if (status < 400 && !READS.has(route.method)) accepted = true;
            if (problem) throw new Error(problem);
          }),
          { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
        );
        if (result.failed) {
          const example = JSON.stringify(result.counterexample?.[0])?.slice(0, 500);
          failures.push(`${routeKey(route)}: ${String(result.errorInstance)} — input ${example}`);
        }
        const after = await tableChecksums(t.database);
        // A write the route accepted (2xx) may change rows; only all-rejected runs must leave every table alone.
        const changed = changedTables(checksums, after);
        if (!accepted && changed.length > 0)
          failures.push(`${routeKey(route)}: rejected requests changed ${changed}`);
        checksums = after;
      }

      expect(failures, `seed ${SEED}`).toEqual([]);
      // Still alive and serving after everything above.
      const alive = await t.app.inject({
        method: "GET",
        url: "/partners/this",
        headers: { "x-tenant-origin": LUMIERE },
      });
      expect(alive.statusCode).toBe(200);
    },
    FILE_TIMEOUT_MS,
  );
});
