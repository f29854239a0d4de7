import type { RedisStore } from "./redis-store.mjs";

export interface MemoryStore extends RedisStore {
  stats(): { entries: number; bytes: number };
}

export function createMemoryStore(options: { maxBytes: number; now?: () => number }): MemoryStore;
