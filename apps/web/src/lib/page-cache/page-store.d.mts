export interface KeptPage {
  site: string;
  headers: [string, unknown][];
  body: Buffer;
  storedAt: number;
  refreshing: boolean;
  retryAt: number;
}

export interface PageStoreOptions {
  freshMs?: number;
  staleMs?: number;
  maxTotalBytes?: number;
  maxPageBytes?: number;
  now?: () => number;
}

export interface PageStore {
  lookup(key: string): { page: KeptPage; state: "fresh" | "stale"; refresh: boolean } | null;
  put(key: string, page: { site: string; headers: [string, unknown][]; body: Buffer; stale?: boolean }): void;
  refreshFailed(key: string, options?: { backOff?: boolean }): void;
  forget(key: string): void;
  drop(sites: string[] | null): void;
  generation(): number;
  stats(): { pages: number; bytes: number };
}

export declare function createPageStore(options?: PageStoreOptions): PageStore;
