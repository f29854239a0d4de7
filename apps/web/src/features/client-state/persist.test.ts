import { customerSchema } from "@clinic/shared";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createPersister, type KeyValueStorage, PERSIST_KEYS, PERSIST_TIMEOUT_MS } from "./persist";
import { authStateSchema, commonStateSchema } from "./session-state";
import { createStore } from "./store";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
    removeItem: (key) => void data.delete(key),
  };
  return { data, storage };
}

function setup(initial: Record<string, string> = {}) {
  vi.useFakeTimers();
  const { data, storage } = memoryStorage(initial);
  const store = createStore({ lastPath: null as string | null, cartCount: 0 });
  const persister = createPersister({
    key: PERSIST_KEYS.common,
    store,
    schema: commonStateSchema,
    storage: () => storage,
  });
  return { data, storage, store, persister };
}

describe("persisted slices", () => {
  it("uses the spec-9 keys and timeout", () => {
    expect(PERSIST_KEYS).toEqual({
      auth: "auth",
      common: "common",
      manager: "manager",
      reservation: "reservation",
    });
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
  });

  it("writes a burst of changes once, PERSIST_TIMEOUT_MS after the first", () => {
    const { data, storage, store, persister } = setup();
    persister.start();
    store.set({ lastPath: "/events" });
    vi.advanceTimersByTime(PERSIST_TIMEOUT_MS - 1);
    store.set({ lastPath: "/products", cartCount: 2 });
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(data.get("common") ?? "")).toEqual({ lastPath: "/products", cartCount: 2 });
    vi.useRealTimers();
  });

  it("flush() writes a pending change at once, and nothing when none is pending", () => {
    const { data, storage, store, persister } = setup();
    persister.start();
    persister.flush();
    expect(storage.setItem).not.toHaveBeenCalled();
    store.set({ cartCount: 3 });
    persister.flush();
    expect(JSON.parse(data.get("common") ?? "").cartCount).toBe(3);
    vi.advanceTimersByTime(PERSIST_TIMEOUT_MS);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("restores a stored slice without writing it back", () => {
    const { storage, store, persister } = setup({
      common: JSON.stringify({ lastPath: "/events/3", cartCount: 1 }),
    });
    persister.start();
    persister.restore();
    expect(store.get()).toEqual({ lastPath: "/events/3", cartCount: 1 });
    vi.advanceTimersByTime(PERSIST_TIMEOUT_MS);
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it.each([
    ["not JSON", "{"],
    ["the wrong shape", JSON.stringify({ lastPath: 5, cartCount: -1 })],
    ["an off-site path", JSON.stringify({ lastPath: "https://evil.example", cartCount: 0 })],
  ])("drops %s instead of trusting it", (_label, raw) => {
    const { data, store, persister } = setup({ common: raw });
    persister.restore();
    expect(store.get()).toEqual({ lastPath: null, cartCount: 0 });
    expect(data.has("common")).toBe(false);
    vi.useRealTimers();
  });

  it("validates the auth slice with the customer contract", () => {
    const customer = customerSchema.parse({
      id: 1,
      type: "GUEST",
      isRegular: false,
      name: "이하늘",
      phone: "01000000000",
      email: null,
      birthDate: null,
      gender: null,
      marketingReceivable: false,
      remindersReceivable: true,
      createdAt: "2025-01-01T00:00:00.000Z",
    });
    expect(authStateSchema.safeParse({ customer }).success).toBe(true);
    expect(authStateSchema.safeParse({ customer: { ...customer, isRegular: "yes" } }).success).toBe(false);
    expect(authStateSchema.safeParse({ customer: null }).success).toBe(true);
  });

  it("keeps working when storage is unavailable", () => {
    vi.useFakeTimers();
    const store = createStore({ value: 1 });
    const failing: KeyValueStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    const persister = createPersister({
      key: "x",
      store,
      schema: z.object({ value: z.number() }),
      storage: () => failing,
    });
    persister.start();
    persister.restore();
    store.set({ value: 2 });
    expect(() => vi.advanceTimersByTime(PERSIST_TIMEOUT_MS)).not.toThrow();
    expect(store.get().value).toBe(2);
    vi.useRealTimers();
  });
});

describe("save()", () => {
  it("writes the current value even before any change was watched", () => {
    const { data, store, persister } = setup();
    store.set({ cartCount: 4 });
    persister.save();
    expect(JSON.parse(data.get("common") ?? "").cartCount).toBe(4);
    vi.useRealTimers();
  });
});
