import type { Customer } from "@clinic/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore, commonStore } from "@/features/client-state/session-state";
import { toastStore } from "@/features/client-state/toasts";
import {
  apiFetch,
  customerWithdrawn,
  lastPath,
  recordPath,
  registerNavigator,
  sessionExpired,
  signedIn,
  signOut,
} from "./client";
import { reconcileSession } from "./reconcile";

const guest: Customer = {
  id: 3,
  type: "GUEST",
  isRegular: false,
  name: "박하늘",
  phone: "01011112222",
  email: null,
  birthDate: null,
  gender: null,
  marketingReceivable: false,
  remindersReceivable: true,
  createdAt: "2025-01-01T00:00:00.000Z",
};

let storage: Map<string, string>;
let page: { dataLayer?: unknown[]; localStorage: Pick<Storage, "getItem" | "setItem" | "removeItem"> };
const navigate = vi.fn();

function stubFetch(status: number, body?: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => {
  storage = new Map();
  page = {
    localStorage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
  };
  vi.stubGlobal("window", page);
  registerNavigator(navigate);
  navigate.mockClear();
  authStore.set({ customer: null });
  commonStore.set({ lastPath: null, cartCount: 0 });
  toastStore.set({ toasts: [] });
});

afterEach(() => vi.unstubAllGlobals());

describe("signedIn", () => {
  it("sets the user, stores it at once and pushes the login event", () => {
    commonStore.set({ lastPath: "/events/4" });
    signedIn(guest);
    expect(authStore.get().customer).toEqual(guest);
    expect(JSON.parse(storage.get("auth") ?? "{}")).toEqual({ customer: guest });
    expect(page.dataLayer).toEqual([{ event: "login", method: "SMS 인증" }]);
    expect(lastPath()).toBe("/events/4");
  });
});

describe("last path", () => {
  it("records visits but skips the account pages", () => {
    recordPath("/products/9", "tab=review");
    recordPath("/login");
    recordPath("/welcome");
    expect(lastPath()).toBe("/products/9?tab=review");
  });
});

describe("apiFetch and the spec-8 rule", () => {
  it("only accepts same-origin /api URLs", async () => {
    stubFetch(200, {});
    await expect(apiFetch("/customers/this")).rejects.toThrow(TypeError);
  });

  it.each([401, 403])("a %i while signed in clears the user, toasts once and goes home", async (status) => {
    signedIn(guest);
    const fetch = stubFetch(status, { status, message: "x", translate: "x" });
    const response = await apiFetch("/api/customers/this/info", { method: "PUT" });
    await apiFetch("/api/customers/this");
    expect(response.status).toBe(status);
    expect(authStore.get().customer).toBeNull();
    expect(JSON.parse(storage.get("auth") ?? "{}")).toEqual({ customer: null });
    expect(toastStore.get().toasts.map((toast) => toast.description)).toEqual([
      "로그인 세션이 만료되었습니다. 다시 로그인해 주세요.",
    ]);
    expect(navigate).toHaveBeenCalledWith("/");
    // The route table loads with the first call (browser-call.ts), so the logout leaves a moment later.
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url === "/api/customer/logout")).toBe(true),
    );
  });

  it("leaves visitors who are not signed in, and opted-out calls, alone", async () => {
    stubFetch(401, { status: 401, message: "x", translate: "x" });
    await apiFetch("/api/api/signin", { method: "POST" });
    signedIn(guest);
    await apiFetch("/api/api/signin", { method: "POST", sessionRule: false });
    expect(authStore.get().customer).toEqual(guest);
    expect(toastStore.get().toasts).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("announces a later lost session again after a new sign-in", () => {
    signedIn(guest);
    sessionExpired();
    signedIn(guest);
    sessionExpired();
    expect(toastStore.get().toasts).toHaveLength(2);
  });
});

describe("signOut and withdrawal", () => {
  it("signOut posts the logout, clears the user and goes home", async () => {
    signedIn(guest);
    const fetch = stubFetch(204);
    await signOut();
    expect(fetch).toHaveBeenCalledWith("/api/customer/logout", expect.objectContaining({ method: "POST" }));
    expect(authStore.get().customer).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("signOut still signs out locally when the network fails", async () => {
    signedIn(guest);
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new Error("offline")));
    await signOut();
    expect(authStore.get().customer).toBeNull();
  });

  it("customerWithdrawn forgets the user without a toast", () => {
    signedIn(guest);
    customerWithdrawn();
    expect(authStore.get().customer).toBeNull();
    expect(toastStore.get().toasts).toHaveLength(0);
  });
});

describe("reconcileSession (app start)", () => {
  it("does not ask the API when nobody is remembered", async () => {
    const fetch = stubFetch(401);
    expect(await reconcileSession()).toBe("signed-out");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("expires a remembered user the API no longer knows", async () => {
    signedIn(guest);
    stubFetch(401, { status: 401, message: "x", translate: "x" });
    expect(await reconcileSession()).toBe("expired");
    expect(authStore.get().customer).toBeNull();
    expect(toastStore.get().toasts).toHaveLength(1);
  });

  it("refreshes the remembered customer from a live session", async () => {
    signedIn(guest);
    stubFetch(200, { ...guest, name: "박바다" });
    expect(await reconcileSession()).toBe("refreshed");
    expect(authStore.get().customer?.name).toBe("박바다");
  });

  it("keeps the user when the API cannot be reached", async () => {
    signedIn(guest);
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new Error("offline")));
    expect(await reconcileSession()).toBe("unknown");
    expect(authStore.get().customer).toEqual(guest);
  });
});
