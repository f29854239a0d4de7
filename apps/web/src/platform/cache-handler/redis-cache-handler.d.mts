import type { RedisStore } from "./redis-store.mjs";

export interface CacheHandlerValue {
  lastModified: number;
  // biome-ignore lint/suspicious/noExplicitAny: whatever Next cached (a fetch answer, a rendered page)
  value: any;
  cacheControl?: unknown;
}

export interface RedisCacheHandlerInstance {
  get(key: string, ctx: Record<string, unknown>): Promise<CacheHandlerValue | null>;
  set(key: string, value: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export type RedisCacheHandlerClass = new (ctx?: { serverDistDir?: string }) => RedisCacheHandlerInstance;

export function createCacheHandlerClass(getStore: () => RedisStore | null): RedisCacheHandlerClass;
export function entryTtlSeconds(value: unknown, ctx: Record<string, unknown>): number;
export const RedisCacheHandler: RedisCacheHandlerClass;
export default RedisCacheHandler;
