interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * A small in-process cache with a time-to-live and a size bound. When full, the oldest insertion goes first
 * (a Map keeps insertion order), so a flood of unknown keys cannot grow memory without limit.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  clear(): void {
    this.#entries.clear();
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  get size(): number {
    return this.#entries.size;
  }
}
