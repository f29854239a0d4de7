import { ACCESS_TOKEN_COOKIE, type AuthSession } from "@clinic/shared";
import { API_BODY_LIMIT_BYTES } from "@clinic/shared/contract/storefront-endpoints";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { passThrough } = await import("./pass-through");

const customer: AuthSession["customer"] = {
  id: 7,
  type: "REGISTERED",
  isRegular: true,
  name: "김하늘",
  phone: "01012345678",
  email: null,
  birthDate: "1990-01-01",
  gender: "FEMALE",
  marketingReceivable: false,
  remindersReceivable: true,
  createdAt: "2025-01-01T00:00:00.000Z",
};

function answer(status: number, body?: unknown): Response {
  const text = body === undefined ? null : JSON.stringify(body);
  return new Response(text, { status, headers: { "content-type": "application/json", etag: '"abc"' } });
}

function stubApi(response: Response | Error) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

interface CallOptions {
  https?: boolean;
  cookie?: string;
  extraHeaders?: Record<string, string>;
}

function call(method: string, segments: string[], options: CallOptions = {}) {
  const url = `${options.https ? "https" : "http"}://lumiere.localhost:5000/api/${segments.join("/")}`;
  const headers = new Headers({ "content-type": "application/json", ...options.extraHeaders });
  if (options.cookie) headers.set("cookie", options.cookie);
  const body = method === "GET" ? undefined : "{}";
  return passThrough(new Request(url, { method, headers, body }), "lumiere", segments);
}

function sessionCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((value) => value.startsWith(`${ACCESS_TOKEN_COOKIE}=`));
}

beforeEach(() => {
  // The failure paths log on purpose; keep the test output readable.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("passThrough sign-in answers", () => {
  const expiresAt = "2030-01-15T00:00:00.000Z";

  it.each([
    ["api", "signup"],
    ["api", "signin"],
    ["api", "guest-signin"],
  ])(
    "POST /%s: the token becomes an HttpOnly cookie and the browser gets only expiresAt and customer",
    async (...segments) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2030-01-14T00:00:00.000Z"));
      const fetch = stubApi(answer(200, { token: "secret-token", expiresAt, customer }));
      const response = await call("POST", segments);
      expect(fetch.mock.calls[0]?.[0]).toMatch(new RegExp(`/${segments.join("/")}$`));
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain("secret-token");
      expect(JSON.parse(text)).toEqual({ expiresAt, customer });
      expect(response.headers.get("etag")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("no-store");
      const cookie = sessionCookieOf(response);
      expect(cookie).toBe(
        `${ACCESS_TOKEN_COOKIE}=secret-token; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400`,
      );
    },
  );

  it("marks the cookie Secure when the visitor came over https", async () => {
    stubApi(answer(200, { token: "t", expiresAt, customer }));
    expect(sessionCookieOf(await call("POST", ["api", "signin"], { https: true }))).toContain("; Secure");
  });

  it("leaves a failed sign-in alone: no cookie, the API's error shape as is", async () => {
    const error = { status: 400, message: "bad", translate: "인증번호가 일치하지 않습니다." };
    stubApi(answer(400, error));
    const response = await call("POST", ["api", "guest-signin"]);
    expect(response.status).toBe(400);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await response.json()).toEqual(error);
  });

  it("withholds a 2xx sign-in answer it cannot read rather than pass a token on", async () => {
    stubApi(answer(200, { accessToken: "secret-token" }));
    const response = await call("POST", ["api", "signin"]);
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("secret-token");
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it("does not set a cookie for the same answer on another path", async () => {
    stubApi(answer(200, { token: "t", expiresAt, customer }));
    expect(sessionCookieOf(await call("POST", ["customers", "this", "info"]))).toBeUndefined();
  });
});

describe("passThrough clearing the session cookie", () => {
  const cleared = `${ACCESS_TOKEN_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0`;

  it("GET /customers/this without a live session: 401 in the error shape, cookie expired", async () => {
    const error = {
      status: 401,
      message: "Unauthorized",
      translate: "로그인 세션이 만료되었습니다. 다시 로그인해 주세요.",
    };
    const fetch = stubApi(answer(401, error));
    const response = await call("GET", ["customers", "this"], { cookie: `${ACCESS_TOKEN_COOKIE}=stale` });
    expect(new Headers(fetch.mock.calls[0]?.[1].headers).get("authorization")).toBe("stale");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(error);
    expect(sessionCookieOf(response)).toBe(cleared);
  });

  it("POST /customer/logout clears it, also when the API cannot be reached", async () => {
    stubApi(answer(204));
    expect(sessionCookieOf(await call("POST", ["customer", "logout"]))).toBe(cleared);
    stubApi(new Error("connection refused"));
    const failed = await call("POST", ["customer", "logout"]);
    expect(failed.status).toBe(500);
    expect(sessionCookieOf(failed)).toBe(cleared);
  });

  it("PUT /customers/this (withdrawal) clears it on 204 only", async () => {
    stubApi(answer(204));
    expect(sessionCookieOf(await call("PUT", ["customers", "this"]))).toBe(cleared);
    stubApi(answer(400, { status: 400, message: "bad", translate: "잘못된 요청" }));
    expect(sessionCookieOf(await call("PUT", ["customers", "this"]))).toBeUndefined();
  });

  it("keeps the cookie for other failures (403, 404, 500)", async () => {
    for (const status of [403, 404, 500]) {
      stubApi(answer(status, { status, message: "x", translate: "x" }));
      expect(sessionCookieOf(await call("GET", ["customers", "this"]))).toBeUndefined();
    }
  });
});

describe("passThrough and forged requests", () => {
  it("refuses a write sent by another origin's page before it reaches the API", async () => {
    const api = stubApi(answer(201, { id: 1 }));
    const response = await call("POST", ["customer", "reservations"], {
      cookie: `${ACCESS_TOKEN_COOKIE}=member-token`,
      extraHeaders: { host: "lumiere.localhost:5000", origin: "http://haneul.localhost:5000" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: 403, translate: expect.any(String) });
    expect(api).not.toHaveBeenCalled();
  });

  it("forwards the clinic's own page's write", async () => {
    const api = stubApi(answer(201, { id: 1 }));
    const response = await call("POST", ["customer", "reservations"], {
      extraHeaders: { host: "lumiere.localhost:5000", origin: "http://lumiere.localhost:5000" },
    });
    expect(response.status).toBe(201);
    expect(api).toHaveBeenCalledOnce();
  });

  it("marks cookies Secure behind a TLS-terminating load balancer", async () => {
    stubApi(answer(200, []));
    const response = await call("GET", ["products"], { extraHeaders: { "x-forwarded-proto": "https" } });
    expect(response.headers.getSetCookie().join("\n")).toContain("; Secure");
  });
});

describe("passThrough allow-list (the storefront's own calls only)", () => {
  it.each([
    ["POST", ["console", "auth", "sign-in"]],
    ["GET", ["console", "me"]],
    ["GET", ["docs", "json"]],
    ["GET", ["health"]],
    ["GET", ["sites", "resolve"]],
    ["GET", ["staff", "short-urls"]],
    ["POST", ["ops", "revalidate"]],
    ["DELETE", ["customers", "this"]],
    ["GET", ["products", "1", "options"]],
    ["GET", ["products", "1/../../console/me"]],
    ["GET", ["Customers", "this"]],
  ])("%s %j answers 404 in the error shape without contacting the API", async (method, segments) => {
    const api = stubApi(answer(200, { secret: true }));
    const response = await call(method, segments as string[]);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      status: 404,
      message: "Not found",
      translate: expect.any(String),
    });
    expect(api).not.toHaveBeenCalled();
  });

  it("forwards a listed call with its path parameter and query", async () => {
    const api = stubApi(answer(200, { id: 3 }));
    const response = await call("GET", ["products", "3"]);
    expect(response.status).toBe(200);
    expect(api.mock.calls[0]?.[0]).toMatch(/\/products\/3$/);
  });
});

describe("passThrough body limit (the API's bodyLimit)", () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    passThrough(
      new Request("http://lumiere.localhost:5000/api/customer/inquiries", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
        duplex: "half",
      } as RequestInit),
      "lumiere",
      ["customer", "inquiries"],
    );

  it("answers 413 in the error shape for a body over the limit, without contacting the API", async () => {
    const api = stubApi(answer(201, { id: 1 }));
    const response = await post("x".repeat(API_BODY_LIMIT_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      status: 413,
      message: expect.any(String),
      translate: expect.any(String),
    });
    expect(api).not.toHaveBeenCalled();
  });

  it("refuses a declared content-length over the limit", async () => {
    const api = stubApi(answer(201, { id: 1 }));
    const response = await post("{}", { "content-length": String(API_BODY_LIMIT_BYTES + 1) });
    expect(response.status).toBe(413);
    expect(api).not.toHaveBeenCalled();
  });

  it("cuts a chunked body at the limit", async () => {
    const api = stubApi(answer(201, { id: 1 }));
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 2_000) return controller.close();
        controller.enqueue(chunk);
      },
    });
    const response = await post(stream);
    expect(response.status).toBe(413);
    expect(pulled * chunk.byteLength).toBeLessThan(API_BODY_LIMIT_BYTES + 4 * chunk.byteLength);
    expect(api).not.toHaveBeenCalled();
  });

  it("forwards a body at the limit", async () => {
    const api = stubApi(answer(201, { id: 1 }));
    const response = await post("x".repeat(API_BODY_LIMIT_BYTES));
    expect(response.status).toBe(201);
    expect((api.mock.calls[0]?.[1]?.body as ArrayBuffer | undefined)?.byteLength).toBe(API_BODY_LIMIT_BYTES);
  });
});
