import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, LUMIERE, site, type TestApp } from "../testing/test-app";
import {
  API_CONTENT_SECURITY_POLICY,
  MEDIA_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
} from "./security-headers";

interface Call {
  method?: "GET" | "POST" | "PUT";
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

// Successes, every kind of failure and the two handlers outside the routes (not found, framework errors).
const JSON_ANSWERS: [string, Call][] = [
  ["a tenant read", { url: "/partners/this", headers: site(LUMIERE) }],
  ["the OpenAPI document", { url: "/docs/json" }],
  ["a validation error", { url: "/customer/notices?page=abc", headers: site(LUMIERE) }],
  ["an unknown site", { url: "/partners/this", headers: site("http://nowhere.localhost") }],
  ["a missing session", { url: "/customers/this", headers: site(LUMIERE) }],
  ["an unknown route", { url: "/no/such/route" }],
  ["a malformed URL", { url: "/customer/notices/%E0%A4%A" }],
  [
    "malformed JSON",
    {
      method: "POST",
      url: "/customer/inquiries",
      headers: { ...site(LUMIERE), "content-type": "application/json" },
      payload: "{",
    },
  ],
];

describe("security headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(JSON_ANSWERS)("are on %s, with the strict policy", async (_, call) => {
    const response = await t.app.inject({ method: call.method ?? "GET", ...call });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name]).toBe(value);
    expect(response.headers["content-security-policy"]).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("are on media files, with a policy that lets an opened SVG keep its styles but run nothing", async () => {
    const banners = await t.app.inject({ url: "/banners", headers: site(LUMIERE) });
    const image = (banners.json() as { rows: { pcImageUrl: string }[] }).rows[0]?.pcImageUrl;
    expect(image).toMatch(/^\/media\//);
    const response = await t.app.inject({ url: image! });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-security-policy"]).toBe(MEDIA_CONTENT_SECURITY_POLICY);
    expect(response.headers["content-security-policy"]).not.toMatch(/script-src|'unsafe-eval'/);
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("are on a media miss", async () => {
    const response = await t.app.inject({ url: "/media/missing.svg" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBe(MEDIA_CONTENT_SECURITY_POLICY);
  });

  it("are on answers to requests Node's parser rejects", async () => {
    // Only a listening server has a parser; an ephemeral loopback port, closed at the end.
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () =>
        socket.write("GET / HTTP/1.1\r\nBad Header\r\n\r\n"),
      );
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString();
      });
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw.toLowerCase()).toContain("x-content-type-options: nosniff");
    expect(raw.toLowerCase()).toContain(`content-security-policy: ${API_CONTENT_SECURITY_POLICY}`);
  });
});
