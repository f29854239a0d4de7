import type { SafeParser } from "@/features/client-guards/values";
import type { Store } from "./store";

/** Spec 9: the persisted slices' localStorage keys ('manager' and 'reservation' are reserved for later issues). */
export const PERSIST_KEYS = {
  auth: "auth",
  common: "common",
  manager: "manager",
  reservation: "reservation",
} as const;

/** Spec 9 "5000 ms persist timeout": a change reaches storage at most this long after it was made. */
export const PERSIST_TIMEOUT_MS = 5000;

/** The subset of Storage the persister needs (tests pass a Map-backed fake). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PersistOptions<T extends object> {
  key: string;
  store: Store<T>;
  /**
   * Validates what comes back from storage: anything stale or tampered is dropped rather than trusted. A zod
   * schema fits; the browser's slices use hand-written parsers (lib/client-guards) to keep zod out of the bundle.
   */
  schema: SafeParser<T>;
  storage: () => KeyValueStorage | null;
  timers?: Timers;
  timeoutMs?: number;
}

export interface Persister {
  /** Reads the stored value into the store (once at app start, and when another tab changed it). */
  restore(): void;
  /** Writes a pending change now (page hide). */
  flush(): void;
  /** Writes the current value now, pending or not: a change that must survive an immediate reload. */
  save(): void;
  /** Starts watching the store; returns the stop function. */
  start(): () => void;
}

/**
 * Persists one store under one key. Writes are coalesced: the first change after a write schedules the next one
 * PERSIST_TIMEOUT_MS later, so a burst of updates costs a single write, and flush() covers page hide.
 */
export function createPersister<T extends object>(options: PersistOptions<T>): Persister {
  const timers = options.timers ?? realTimers;
  const timeoutMs = options.timeoutMs ?? PERSIST_TIMEOUT_MS;
  let pending: unknown = null;
  let restoring = false;

  function write(): void {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
    try {
      options.storage()?.setItem(options.key, JSON.stringify(options.store.get()));
    } catch {
      // Full or disabled storage: the session still works for this page, it just is not remembered.
    }
  }

  function restore(): void {
    let raw: string | null = null;
    try {
      raw = options.storage()?.getItem(options.key) ?? null;
    } catch {
      return;
    }
    if (raw === null) return;
    let parsed: ReturnType<typeof options.schema.safeParse>;
    try {
      parsed = options.schema.safeParse(JSON.parse(raw));
    } catch {
      parsed = { success: false } as ReturnType<typeof options.schema.safeParse>;
    }
    if (!parsed.success) {
      try {
        options.storage()?.removeItem(options.key);
      } catch {
        // Nothing more to do: the store keeps its initial value.
      }
      return;
    }
    restoring = true;
    try {
      options.store.set(parsed.data as Partial<T>);
    } finally {
      restoring = false;
    }
  }

  return {
    restore,
    flush() {
      if (pending !== null) write();
    },
    save: write,
    start() {
      return options.store.subscribe(() => {
        // Restoring writes what storage already holds; no need to echo it back.
        if (restoring || pending !== null) return;
        pending = timers.setTimeout(write, timeoutMs);
      });
    },
  };
}

/** window.localStorage when it exists and is usable (not on the server, not when blocked). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
