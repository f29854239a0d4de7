import { describe, expect, it, vi } from "vitest";
import { answerKey, PUBLIC_ANSWER_TTL_MS, PublicAnswerCache } from "./public-answer-cache";

const CLINIC = 7;
const OTHER_CLINIC = 8;
const MAX_KEYS = 3;

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

  it("holds at most its bytes of answers, the clinic asked about least recently going first", async () => {
    const cache = new PublicAnswerCache({ maxBytes: 2_500 });
    const big = (n: number) => async () => ({ text: "가".repeat(n) });
    const load = vi.fn(big(300));
    // Four clinics of about 900 bytes each (300 three-byte characters) do not fit in 2,500 bytes.
    for (const clinic of [1, 2, 3, 4]) await cache.answer(clinic, "info", load);
    expect(cache.bytes()).toBeLessThanOrEqual(2_500);
    await cache.answer(4, "info", load);
    expect(load).toHaveBeenCalledTimes(4);
    await cache.answer(1, "info", load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it("does not keep failures", async () => {
    const cache = new PublicAnswerCache();
    await expect(
      cache.answer(CLINIC, "info", () => Promise.reject(new Error("site not found"))),
    ).rejects.toThrow("site not found");
    expect(await cache.answer(CLINIC, "info", async () => "found")).toBe("found");
  });

  it("keeps a newer answer when a read from before a change fails afterwards", async () => {
    const cache = new PublicAnswerCache();
    let fail!: (error: Error) => void;
    const before = cache.answer(CLINIC, "info", () => new Promise<string>((_, reject) => (fail = reject)));
    cache.forget(CLINIC);
    const load = vi.fn(async () => "new");
    expect(await cache.answer(CLINIC, "info", load)).toBe("new");
    fail(new Error("connection lost"));
    await expect(before).rejects.toThrow("connection lost");
    expect(await cache.answer(CLINIC, "info", load)).toBe("new");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reads again once the time-to-live has passed, announced or not", async () => {
    let now = 0;
    const cache = new PublicAnswerCache({ now: () => now });
    const load = vi.fn(async () => "answer");
    await cache.answer(CLINIC, "info", load);
    now = PUBLIC_ANSWER_TTL_MS - 1;
    await cache.answer(CLINIC, "info", load);
    expect(load).toHaveBeenCalledTimes(1);
    now = PUBLIC_ANSWER_TTL_MS;
    await cache.answer(CLINIC, "info", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reads again at Seoul midnight even inside the time-to-live: current events change with the day", async () => {
    let now = Date.parse("2026-11-28T14:59:50.000Z"); // 23:59:50 in Seoul
    const cache = new PublicAnswerCache({ now: () => now });
    const load = vi.fn(async () => `events of ${new Date(now + 9 * 3_600_000).toISOString().slice(0, 10)}`);
    expect(await cache.answer(CLINIC, "events", load)).toBe("events of 2026-11-28");
    now += 9_000;
    expect(await cache.answer(CLINIC, "events", load)).toBe("events of 2026-11-28");
    now += 1_000; // 00:00:00 in Seoul
    expect(await cache.answer(CLINIC, "events", load)).toBe("events of 2026-11-29");
    now += 5_000;
    expect(await cache.answer(CLINIC, "events", load)).toBe("events of 2026-11-29");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("holds a bounded number of answers per clinic, dropping the least recently used first", async () => {
    const cache = new PublicAnswerCache({ maxKeysPerClinic: MAX_KEYS });
    const load = vi.fn(async () => "answer");
    const ask = (key: string) => cache.answer(CLINIC, key, load);
    for (const key of ["products", "search?a", "search?b"]) await ask(key);
    // The list asked again is the most recent: the next new question pushes out the oldest search instead.
    await ask("products");
    await ask("search?c");
    expect(load).toHaveBeenCalledTimes(4);
    await ask("products");
    await ask("search?c");
    await ask("search?b");
    expect(load).toHaveBeenCalledTimes(4);
    await ask("search?a");
    expect(load).toHaveBeenCalledTimes(5);
  });

  it("holds a bounded number of clinics, keeping the recently asked ones", async () => {
    const cache = new PublicAnswerCache({ maxClinics: 2 });
    const load = vi.fn(async () => "answer");
    await cache.answer(1, "info", load);
    await cache.answer(2, "info", load);
    // Clinic 1 asked again is the most recent: a third clinic pushes out clinic 2.
    await cache.answer(1, "info", load);
    await cache.answer(3, "info", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.answer(1, "info", load);
    await cache.answer(3, "info", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.answer(2, "info", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("keeps another clinic's answers while one clinic is flooded with questions", async () => {
    const cache = new PublicAnswerCache({ maxKeysPerClinic: MAX_KEYS });
    const other = vi.fn(async () => "other clinic");
    await cache.answer(OTHER_CLINIC, "products", other);
    for (let page = 1; page <= 100; page += 1) {
      await cache.answer(CLINIC, answerKey("products", { page }), async () => page);
    }
    expect(await cache.answer(OTHER_CLINIC, "products", other)).toBe("other clinic");
    expect(other).toHaveBeenCalledTimes(1);
  });
});

describe("answer keys", () => {
  it("name the same question the same way whatever the order of its parameters", () => {
    expect(answerKey("products", { page: 1, keyword: "리프" })).toBe(
      answerKey("products", { keyword: "리프", page: 1 }),
    );
    expect(answerKey("products", { page: 1, keyword: undefined })).toBe(answerKey("products", { page: 1 }));
    expect(answerKey("banners", {})).toBe("banners");
  });

  it("tell different questions and different routes apart", () => {
    const keys = [
      answerKey("products", { page: 1 }),
      answerKey("products", { page: 2 }),
      answerKey("products", { page: 1, keyword: "1" }),
      answerKey("products", { page: 1, keyword: 1 }),
      answerKey("products", { productCategoryIds: [1, 2] }),
      answerKey("products", { productCategoryIds: [12] }),
      answerKey("search", { page: 1 }),
      answerKey("product", { id: 1 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
