export interface StoredEntry {
  lastModified: number;
  // biome-ignore lint/suspicious/noExplicitAny: whatever Next cached (a fetch answer, a rendered page)
  entry: { value: any; tags?: string[]; cacheControl?: unknown };
  tagRecords: Array<string | null>;
}

export interface RedisStore {
  read(scope: string, key: string, tags: string[]): Promise<StoredEntry | null>;
  write(scope: string, key: string, entry: unknown, ttlSeconds: number): Promise<void>;
  expireTags(tags: string[], durations: { expire?: number } | undefined): Promise<void>;
  /** True when the tags reached Redis; false when they are only kept for when it is back. */
  expireTagsConfirmed(tags: string[], durations: { expire?: number } | undefined): Promise<boolean>;
  close(): Promise<void>;
}

export function createRedisStore(options: {
  url: string;
  keyPrefix: string;
  log?: Pick<Console, "error" | "info" | "warn">;
}): RedisStore;
