import { ACCESS_TOKEN_COOKIE, errorMessages, PREVIEW_HEADER, TENANT_ORIGIN_HEADER } from "@clinic/shared";
import { createApiCaller } from "@clinic/shared/contract/endpoint";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

vi.mock("server-only", () => ({}));
// Next's request scope, which a unit test has not got: the visitor's cookies and draft mode.
const request = { cookies: new Map<string, string>(), draft: false };
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { value: request.cookies.get(name) } : undefined),
  }),
  draftMode: async () => ({ isEnabled: request.draft }),
}));

const { env } = await import("@/env");
const { publicCaching } = await import("./cache-policy");
const { CACHE_DAY_HEADER } = await import("./cache-day");
const { ApiRequestError, isApiNotFound } = await import("./errors");
const { serverTransport, unwrap } = await import("./server-call");
const { PREVIEW_COOKIE } = await import("@/features/preview/preview-token");

// A contract of the test's own, so the transport is checked apart from any one endpoint's schema.
const routes = {
  thing: { method: "GET", path: "/things/:id" },
  saveThing: { method: "PUT", path: "/things/:id" },
  dropThing: { method: "DELETE", path: "/things/:id" },
} as const;
const thing = z.object({ id: z.number(), name: z.string() });
const schemas = {
  thing: { params: z.object({ id: z.number() }), query: z.object({ page: z.number() }), response: thing },
  saveThing: { params: z.object({ id: z.number() }), body: z.object({ name: z.string() }), response: thing },
  dropThing: { params: z.object({ id: z.number() }), response: z.null(), status: 204 as const },
};
const call = createApiCaller<
  typeof routes,
  typeof schemas,
  Parameters<ReturnType<typeof serverTransport>>[1]
>(routes, serverTransport(schemas));

type Init = RequestInit & { next?: { revalidate: number; tags: string[] } };
function stubApi(answer: Response | Error) {
  const fetch = vi.fn(async (_url: string, _init: Init) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const sent = (fetch: ReturnType<typeof stubApi>) => {
  const [url, init] = fetch.mock.calls[0]!;
  return { url, init, headers: init.headers as Record<string, string> };
};

beforeEach(() => {
  request.cookies = new Map([[ACCESS_TOKEN_COOKIE, "visitor-token"]]);
  request.draft = false;
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the web server's transport", () => {
  it("public: the tenant, the Seoul day and Next's data cache with the site's tags; no visitor token", async () => {
    const fetch = stubApi(Response.json({ id: 7, name: "A" }));
    const result = await call(
      "thing",
      { params: { id: 7 }, query: { page: 2 } },
      { site: "lumiere", caching: publicCaching("products") },
    );
    expect(result).toEqual({ ok: true, status: 200, data: { id: 7, name: "A" } });
    const { url, init, headers } = sent(fetch);
    expect(url).toBe(`${env.API_URL}/things/7?page=2`);
    expect(init.method).toBe("GET");
    expect(init.next).toEqual({
      revalidate: 3600,
      tags: ["site:lumiere", "site:lumiere:products", "storefront:seoul-day"],
    });
    expect(init.cache).toBeUndefined();
    expect(headers[TENANT_ORIGIN_HEADER]).toMatch(/^https?:\/\/lumiere\./);
    expect(headers[CACHE_DAY_HEADER]).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(headers.authorization).toBeUndefined();
  });

  it("public in a console preview: the drafts, uncached", async () => {
    request.draft = true;
    request.cookies.set(PREVIEW_COOKIE, "preview-token");
    const fetch = stubApi(Response.json({ id: 7, name: "draft" }));
    await call("thing", { params: { id: 7 } }, { site: "lumiere", caching: publicCaching("products") });
    const { init, headers } = sent(fetch);
    expect(init.cache).toBe("no-store");
    expect(init.next).toBeUndefined();
    expect(headers[PREVIEW_HEADER]).toBe("preview-token");
  });

  it("visitor: uncached, with the cookie's token as authorization; a body goes as JSON", async () => {
    const fetch = stubApi(Response.json({ id: 7, name: "B" }));
    await call(
      "saveThing",
      { params: { id: 7 }, body: { name: "B" } },
      { site: "lumiere", caching: { scope: "visitor" } },
    );
    const { init, headers } = sent(fetch);
    expect(init).toMatchObject({ method: "PUT", cache: "no-store", body: JSON.stringify({ name: "B" }) });
    expect(init.next).toBeUndefined();
    expect(headers).toMatchObject({ authorization: "visitor-token", "content-type": "application/json" });
  });

  it("none: uncached, no visitor token, and no tenant when no site is named", async () => {
    const fetch = stubApi(Response.json({ id: 1, name: "C" }));
    await call("thing", { params: { id: 1 } }, { caching: { scope: "none" }, headers: { "x-extra": "1" } });
    const { init, headers } = sent(fetch);
    expect(init.cache).toBe("no-store");
    expect(headers.authorization).toBeUndefined();
    expect(headers[TENANT_ORIGIN_HEADER]).toBeUndefined();
    expect(headers["x-extra"]).toBe("1");
  });

  it("a 204 answers null", async () => {
    stubApi(new Response(null, { status: 204 }));
    const result = await call(
      "dropThing",
      { params: { id: 1 } },
      { site: "lumiere", caching: { scope: "visitor" } },
    );
    expect(result).toEqual({ ok: true, status: 204, data: null });
  });

  it("an error answer keeps its status, raw message, Korean text and fields; unwrap throws it as pages expect", async () => {
    const answer = {
      status: 404,
      message: "Not found",
      translate: "없는 상품입니다.",
      fields: [{ path: "params.id", message: "x" }],
    };
    stubApi(Response.json(answer, { status: 404 }));
    const pending = call(
      "thing",
      { params: { id: 9 } },
      { site: "lumiere", caching: publicCaching("products") },
    );
    expect(await pending).toEqual({
      ok: false,
      status: 404,
      error: { status: 404, message: "Not found", translate: "없는 상품입니다.", fields: answer.fields },
    });
    stubApi(Response.json(answer, { status: 404 }));
    const thrown = await unwrap(
      call("thing", { params: { id: 9 } }, { site: "lumiere", caching: publicCaching("products") }),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiRequestError);
    expect(thrown).toMatchObject({ status: 404, message: "없는 상품입니다.", code: "Not found" });
    expect(isApiNotFound(thrown)).toBe(true);
  });

  it("no answer at all, or one the contract's schema refuses, is a 500 with the unknown-error text", async () => {
    stubApi(new TypeError("fetch failed"));
    const offline = await call(
      "thing",
      { params: { id: 1 } },
      { site: "lumiere", caching: { scope: "visitor" } },
    );
    expect(offline).toMatchObject({
      ok: false,
      status: 500,
      error: { message: "NO_RESPONSE", translate: errorMessages.unknownSystemError },
    });
    stubApi(Response.json({ id: "7" }));
    const invalid = await call(
      "thing",
      { params: { id: 7 } },
      { site: "lumiere", caching: { scope: "visitor" } },
    );
    expect(invalid).toMatchObject({
      ok: false,
      status: 500,
      error: { message: "INVALID_RESPONSE", translate: errorMessages.unknownSystemError },
    });
  });
});
