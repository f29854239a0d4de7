import type { Customer } from "@clinic/shared";
import { errorMessages } from "@clinic/shared/constants";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "@/features/client-state/session-state";
import { registerNavigator } from "@/features/session/client";
import { call } from "./browser-call";

const member: Customer = {
  id: 7,
  type: "REGISTERED",
  isRegular: true,
  name: "김하늘",
  phone: "01012345678",
  email: null,
  birthDate: null,
  gender: null,
  marketingReceivable: false,
  remindersReceivable: true,
  createdAt: "2025-01-01T00:00:00.000Z",
};

function stubFetch(answer: Response | Error) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return answer.clone();
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const navigate = vi.fn();
beforeEach(() => {
  const storage = new Map<string, string>();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  });
  registerNavigator(navigate);
  navigate.mockClear();
  authStore.set({ customer: member });
});
afterEach(() => vi.unstubAllGlobals());

describe("the browser's calls (same-origin pass-through)", () => {
  it("go to /api plus the API path, parameters filled, with the body as JSON and no HTTP cache", async () => {
    const post = { id: 3 };
    const fetch = stubFetch(Response.json(post));
    const result = await call(
      "openPost",
      { params: { id: 3 }, body: { password: "1234" } },
      { sessionRule: false },
    );
    expect(result).toEqual({ ok: true, status: 200, data: post });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/customer/notice-customer-boards/3/private");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      body: JSON.stringify({ password: "1234" }),
    });
    expect(init?.headers).toMatchObject({ "content-type": "application/json" });
  });

  it("sends the query of spec 7 and nothing as a body for a GET", async () => {
    const fetch = stubFetch(Response.json({ url: "https://x/reviews/write/t" }));
    await call("reviewUrl", { query: { reservationId: 12 } }, { sessionRule: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/customer/review-urls?reservationId=12");
    expect(init).toMatchObject({ method: "GET", body: undefined });
  });

  it("answers a failure with the API's Korean text and a 400's fields", async () => {
    const answer = {
      status: 400,
      message: "Bad request",
      translate: "요청 값이 올바르지 않습니다.",
      fields: [{ path: "body.title", message: "제목을 입력해 주세요." }],
    };
    stubFetch(Response.json(answer, { status: 400 }));
    const result = await call("createPost", { body: { boardTypeId: 1 } as never }, { sessionRule: false });
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: { status: 400, message: "Bad request", translate: answer.translate, fields: answer.fields },
    });
  });

  it("offline: a 500 with the unknown-error text (spec 8)", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    const result = await call("memberBadge", {}, { sessionRule: true });
    expect(result).toMatchObject({
      ok: false,
      status: 500,
      error: { translate: errorMessages.unknownSystemError },
    });
    expect(authStore.get().customer).toEqual(member);
  });

  it("a 401 ends the session only where spec 8's rule is on", async () => {
    stubFetch(Response.json({ status: 403, message: "Wrong password" }, { status: 403 }));
    await call("openPost", { params: { id: 3 }, body: { password: "x" } }, { sessionRule: false });
    expect(authStore.get().customer).toEqual(member);
    stubFetch(Response.json({ status: 401, message: "Unauthorized" }, { status: 401 }));
    await call("cancelReservation", { params: { id: 3 } }, { sessionRule: true });
    expect(authStore.get().customer).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/");
  });
});
