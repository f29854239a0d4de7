import { apiErrorSchema } from "@clinic/shared";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "./error-handling";
import { registerJsonBodies } from "./json-body";

describe("JSON bodies", () => {
  const app = Fastify();
  beforeAll(async () => {
    registerErrorHandling(app);
    registerJsonBodies(app);
    app.post("/echo", async (request) => ({ body: request.body ?? "none" }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: string) =>
    app.inject({ method: "POST", url: "/echo", headers: { "content-type": "application/json" }, payload });

  it("treats an empty application/json body as no body (a bodiless POST such as logout)", async () => {
    for (const payload of ["", "  "]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ body: "none" });
    }
  });

  it("parses JSON and answers malformed JSON with 400 naming the body", async () => {
    expect((await post('{"a":1}')).json()).toEqual({ body: { a: 1 } });
    const malformed = await post('{"a":');
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(malformed.json()).fields?.map((field) => field.path)).toEqual(["body"]);
  });
});
