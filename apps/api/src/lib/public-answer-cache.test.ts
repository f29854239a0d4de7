import { describe, expect, it, vi } from "vitest";
import { PUBLIC_ANSWER_TTL_MS, PublicAnswerCache } from "./public-answer-cache";

const CLINIC = 7;
const OTHER_CLINIC = 8;
const MAX_CLINICS = 10;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("public answer cache", () => {
  it("shares one read between concurrent first calls and keeps the answer", async () => {
    const cache = new PublicAnswerCache();
    const load = vi.fn(async () => ({ name: "루미에르" }));
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer(CLINIC, "info", load)));
    await cache.answer(CLINIC, "info", load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    expect(Object.isFrozen(answers[0])).toBe(true);
  });

  it("keeps answers per clinic and per key, and forgets only the named clinic", async () => {
    const cache = new PublicAnswerCache();
    const load = vi.fn(async () => "answer");
    await cache.answer(CLINIC, "info", load);
    await cache.answer(CLINIC, "site-config", load);
    await cache.answer(OTHER_CLINIC, "info", load);
    expect(load).toHaveBeenCalledTimes(3);
    cache.forget(CLINIC);
    await cache.answer(CLINIC, "info", load);
    await cache.answer(OTHER_CLINIC, "info", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("does not keep a read that was running when the clinic changed", async () => {
    const cache = new PublicAnswerCache();
    const before = deferred<string>();
    const running = cache.answer(CLINIC, "info", () => before.promise);
    cache.forget(CLINIC);
    before.resolve("old");
    expect(await running).toBe("old");
    expect(await cache.answer(CLINIC, "info", async () => "new")).toBe("new");
  });

  it("does not keep failures", async () => {
    const cache = new PublicAnswerCache();
    await expect(
      cache.answer(CLINIC, "info", () => Promise.reject(new Error("site not found"))),
    ).rejects.toThrow("site not found");
    expect(await cache.answer(CLINIC, "info", async () => "found")).toBe("found");
  });

  it("reads again once the time-to-live has passed, announced or not", async () => {
    let now = 0;
    const cache = new PublicAnswerCache(PUBLIC_ANSWER_TTL_MS, MAX_CLINICS, () => now);
    const load = vi.fn(async () => "answer");
    await cache.answer(CLINIC, "info", load);
    now = PUBLIC_ANSWER_TTL_MS - 1;
    await cache.answer(CLINIC, "info", load);
    expect(load).toHaveBeenCalledTimes(1);
    now = PUBLIC_ANSWER_TTL_MS;
    await cache.answer(CLINIC, "info", load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
