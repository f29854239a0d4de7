import { describe, expect, it } from "vitest";
import { redisCacheConfig } from "./redis-config.mjs";

describe("redisCacheConfig", () => {
  it("is off when REDIS_URL is unset or empty", () => {
    expect(redisCacheConfig({})).toBeNull();
    expect(redisCacheConfig({ REDIS_URL: " " })).toBeNull();
  });

  it("reads the URL and a key prefix, with a default prefix", () => {
    expect(redisCacheConfig({ REDIS_URL: "rediss://cache:6380/2" })).toEqual({
      url: "rediss://cache:6380/2",
      keyPrefix: "clinic-web",
    });
    expect(redisCacheConfig({ REDIS_URL: "redis://cache", REDIS_KEY_PREFIX: "staging:web" })?.keyPrefix).toBe(
      "staging:web",
    );
  });

  it.each([
    { REDIS_URL: "http://cache:6379" },
    { REDIS_URL: "not a url" },
    { REDIS_URL: "redis://cache", REDIS_KEY_PREFIX: "has space" },
  ])("names the variable that is wrong: %j", (source) => {
    expect(() => redisCacheConfig(source)).toThrow(/REDIS_(URL|KEY_PREFIX)/);
  });
});
