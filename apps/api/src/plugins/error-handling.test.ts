import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { apiErrorSchema, errorMessages } from "@clinic/shared";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "../lib/http-error";
import { handleClientError, handleFrameworkError, registerErrorHandling } from "./error-handling";

// The error handling on its own, with routes that fail in every way a real route can; the API tests cover it
// again through the real app.
const BODY_LIMIT = 256;

async function buildErrorApp() {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post(
    "/echo/:id",
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
        body: z.object({ name: z.string().min(1), tags: z.array(z.string()).max(2) }),
        response: { 200: z.object({ name: z.string() }), 400: apiErrorSchema },
      },
    },
    async (request) => ({ name: request.body.name }),
  );
  app.get("/boom", async () => {
    throw new Error("secret detail at /srv/app.ts:12");
  });
  app.get("/db-down", async () => {
    throw new Error("Failed query: select 1", {
      cause: Object.assign(new Error("connect"), { code: "ECONNREFUSED" }),
    });
  });
  app.get("/teapot", async () => {
    throw new HttpError(418, "short and stout", "찻주전자");
  });
  app.get("/bad-response", { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => {
    return { n: "not a number" } as unknown as { n: number };
  });
  return app;
}

describe("error handling", () => {
  let app: Awaited<ReturnType<typeof buildErrorApp>>;
  beforeAll(async () => {
    app = await buildErrorApp();
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType = "application/json", url = "/echo/1") =>
    app.inject({ method: "POST", url, payload, headers: { "content-type": contentType } });

  it("answers validation failures with 400 naming every field by request part", async () => {
    const response = await post(
      JSON.stringify({ name: "", tags: ["a", "b", "c"] }),
      "application/json",
      "/echo/x?page=0",
    );
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 400,
      message: "validation failed",
      translate: errorMessages.badRequest,
    });
    // Fastify validates params first and stops at the first failing part.
    expect(body.fields?.map((field) => field.path)).toEqual(["params.id"]);

    const bodyErrors = apiErrorSchema.parse(
      (await post(JSON.stringify({ name: "", tags: ["a", "b", "c"] }))).json(),
    );
    expect(bodyErrors.fields?.map((field) => field.path).sort()).toEqual(["body.name", "body.tags"]);
    expect(bodyErrors.fields?.every((field) => field.message.length > 0)).toBe(true);
  });

  it("answers malformed JSON with 400, an empty JSON body with 400 and a too-large body with 413", async () => {
    const malformed = await post("{ not json");
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(malformed.json())).toMatchObject({
      status: 400,
      translate: errorMessages.badRequest,
    });

    expect((await post("")).statusCode).toBe(400);

    const tooLarge = await post(JSON.stringify({ name: "x".repeat(BODY_LIMIT), tags: [] }));
    expect(tooLarge.statusCode).toBe(413);
    expect(apiErrorSchema.parse(tooLarge.json()).status).toBe(413);
  });

  it("answers an unsupported content type with 415 in the error shape", async () => {
    const response = await post("<xml/>", "application/xml");
    expect(response.statusCode).toBe(415);
    expect(apiErrorSchema.parse(response.json()).status).toBe(415);
  });

  it("hides unexpected errors behind a 500 with the Korean unknown-error message", async () => {
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 500,
      message: "internal server error",
      translate: errorMessages.unknownSystemError,
    });
    expect(response.body).not.toContain("secret");
    expect(response.body).not.toContain("app.ts");
  });

  it("treats a response that breaks its own schema as a 500, not as the client's fault", async () => {
    const response = await app.inject({ method: "GET", url: "/bad-response" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ status: 500, translate: errorMessages.unknownSystemError });
  });

  it("answers an unreachable database with 503", async () => {
    const response = await app.inject({ method: "GET", url: "/db-down" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 503,
      message: "database unavailable",
      translate: errorMessages.unavailable,
    });
  });

  it("passes deliberate HTTP errors through unchanged", async () => {
    const response = await app.inject({ method: "GET", url: "/teapot" });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ status: 418, message: "short and stout", translate: "찻주전자" });
  });

  it("answers unknown routes and methods with 404 in the error shape", async () => {
    for (const request of [
      { method: "GET", url: "/nowhere" },
      { method: "DELETE", url: "/boom" },
    ] as const) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 404,
        message: "route not found",
        translate: errorMessages.notFound,
      });
    }
  });

  it("answers a malformed URL with 400 in the error shape", async () => {
    const response = await app.inject({ method: "POST", url: "/echo/%E0%A4%A", payload: "{}" });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).status).toBe(400);
  });
});

describe("requests Node's HTTP parser rejects", () => {
  it("are answered 400 in the error shape on the socket", async () => {
    const app = await buildErrorApp();
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const { port } = app.server.address() as AddressInfo;
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () =>
          socket.write("GET /boom HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"),
        );
        let data = "";
        socket.on("data", (chunk) => {
          data += chunk.toString();
        });
        socket.on("end", () => resolve(data));
        socket.on("error", reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
      expect(apiErrorSchema.parse(JSON.parse(body))).toEqual({
        status: 400,
        message: "bad request",
        translate: errorMessages.badRequest,
      });
    } finally {
      await app.close();
    }
  });
});
