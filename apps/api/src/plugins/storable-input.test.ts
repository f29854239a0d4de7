import { apiErrorSchema } from "@clinic/shared";
import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandling } from "./error-handling";
import { registerStorableInput } from "./storable-input";

describe("query strings and path parameters the database cannot store", () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    registerErrorHandling(app);
    registerStorableInput(app);
    app.get(
      "/badges/:name",
      {
        schema: {
          params: z.object({ name: z.string() }),
          querystring: z.object({ q: z.string().optional() }),
        },
      },
      async (request) => ({ name: request.params.name, q: request.query.q ?? null }),
    );
    app.get("/files/*", async () => ({ served: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers a NUL in the query or in a declared path parameter with 400 naming it", async () => {
    for (const [url, path] of [
      ["/badges/ok?q=a%00b", "query.q"],
      ["/badges/a%00b", "params.name"],
    ] as const) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields).toEqual([
        { path, message: "입력할 수 없는 문자가 포함되어 있습니다." },
      ]);
    }
  });

  it("passes ordinary Korean text and leaves undeclared wildcard paths to their route", async () => {
    const ok = await app.inject({
      method: "GET",
      url: `/badges/${encodeURIComponent("신규")}?q=${encodeURIComponent("물광 💧")}`,
    });
    expect(ok.json()).toEqual({ name: "신규", q: "물광 💧" });
    expect((await app.inject({ method: "GET", url: "/files/a%00b" })).json()).toEqual({ served: true });
  });
});

describe("malformed percent-encoding in query strings", () => {
  const app = Fastify();
  beforeAll(async () => {
    registerErrorHandling(app);
    registerStorableInput(app);
    app.get("/search", async (request) => ({ query: request.query }));
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers 400 naming the parameter instead of searching for the literal escape", async () => {
    for (const [url, path] of [
      ["/search?q=%E0%A4%A", "query.q"],
      ["/search?page=1&q=%FF", "query.q"],
      ["/search?q=%C3%28", "query.q"],
      ["/search?%ZZ=1", "query"],
    ] as const) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual([path]);
    }
    const fine = await app.inject({
      method: "GET",
      url: "/search?q=%EB%AC%BC%EA%B4%91+%ED%94%BC%EB%B6%80&x",
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toEqual({ query: { q: "물광 피부", x: "" } });
  });
});
