import type { Database } from "@clinic/db";
import { createTestDatabase } from "@clinic/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "./http-error";
import { createRateLimiter, type RateLimiter } from "./rate-limit";

const RULE = { name: "test-rule", limit: 3, windowSeconds: 600 };
const message = (minutes: number) => `${minutes}분 후에 다시 시도해 주세요.`;

describe("createRateLimiter", () => {
  let database: Database;
  let limiter: RateLimiter;
  beforeAll(async () => {
    database = await createTestDatabase();
    limiter = createRateLimiter(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it("allows a key until it has used its window, then refuses with the seconds left", async () => {
    for (let i = 0; i < RULE.limit; i += 1) {
      await expect(limiter.assertAllowed(RULE, "visitor-a", message)).resolves.toBeUndefined();
      await limiter.hit(RULE, "visitor-a");
    }
    const refused = await limiter.assertAllowed(RULE, "visitor-a", message).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    const error = refused as HttpError;
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBeGreaterThan(RULE.windowSeconds - 60);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(RULE.windowSeconds);
    expect(error.translate).toBe("10분 후에 다시 시도해 주세요.");
  });

  it("counts keys and rules separately", async () => {
    await expect(limiter.assertAllowed(RULE, "visitor-b", message)).resolves.toBeUndefined();
    const other = { ...RULE, name: "other-rule" };
    await expect(limiter.assertAllowed(other, "visitor-a", message)).resolves.toBeUndefined();
  });

  it("starts over once the window has ended", async () => {
    const short = { name: "short-rule", limit: 1, windowSeconds: 1 };
    await limiter.hit(short, "visitor-c");
    await expect(limiter.assertAllowed(short, "visitor-c", message)).rejects.toBeInstanceOf(HttpError);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(limiter.assertAllowed(short, "visitor-c", message)).resolves.toBeUndefined();
    await limiter.hit(short, "visitor-c");
    await expect(limiter.assertAllowed(short, "visitor-c", message)).rejects.toBeInstanceOf(HttpError);
  });

  it("loses no hit when many arrive at once", async () => {
    const wide = { name: "wide-rule", limit: 20, windowSeconds: 600 };
    await Promise.all(Array.from({ length: 20 }, () => limiter.hit(wide, "visitor-d")));
    await expect(limiter.assertAllowed(wide, "visitor-d", message)).rejects.toBeInstanceOf(HttpError);
  });
});
