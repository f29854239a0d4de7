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

  const post = (payload: string | Buffer) =>
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

  it("answers text the database cannot store (NUL, a lone surrogate) with 400 naming the field", async () => {
    for (const [payload, path] of [
      ['{"title":"a\\u0000b"}', "body.title"],
      ['{"options":[{"name":"ok"},{"name":"\\ud800"}]}', "body.options.1.name"],
    ] as const) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields).toEqual([
        { path, message: "입력할 수 없는 문자가 포함되어 있습니다." },
      ]);
    }
    expect((await post('{"title":"물광 💧"}')).json()).toEqual({ body: { title: "물광 💧" } });
  });

  it("refuses invalid byte sequences with 400 instead of storing replacement characters", async () => {
    // {"a":"\xff"}, a lone continuation byte, a truncated 3-byte sequence, an overlong "/".
    for (const bytes of [
      [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d],
      [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0x80, 0x22, 0x7d],
      [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe0, 0xa4, 0x22, 0x7d],
      [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d],
    ]) {
      const response = await post(Buffer.from(bytes));
      expect(response.statusCode, bytes.join(",")).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields).toEqual([
        { path: "body", message: "입력할 수 없는 문자가 포함되어 있습니다." },
      ]);
    }
    expect((await post(Buffer.from('{"a":"물광"}', "utf8"))).json()).toEqual({ body: { a: "물광" } });
  });
});
