import { DEFAULT_KEY_PREFIX } from "./constants.mjs";

const KEY_PREFIX_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * Reads REDIS_URL and REDIS_KEY_PREFIX. The handler is loaded by Next outside the app bundle, so it cannot use
 * src/env.ts; the rules match it: empty means unset.
 * @param {Record<string, string | undefined>} source
 * @returns {{ url: string; keyPrefix: string } | null} null when REDIS_URL is unset (Next's own cache is used)
 * @throws {Error} when a value is set but invalid, with a message naming the variable
 */
export function redisCacheConfig(source = process.env) {
  const url = source.REDIS_URL?.trim();
  if (!url) return null;
  let protocol;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error("REDIS_URL must be a redis:// or rediss:// URL");
  }
  if (protocol !== "redis:" && protocol !== "rediss:") {
    throw new Error("REDIS_URL must be a redis:// or rediss:// URL");
  }
  const keyPrefix = source.REDIS_KEY_PREFIX?.trim() || DEFAULT_KEY_PREFIX;
  if (!KEY_PREFIX_PATTERN.test(keyPrefix)) {
    throw new Error("REDIS_KEY_PREFIX must be 1-64 letters, digits or _ . : -");
  }
  return { url, keyPrefix };
}
