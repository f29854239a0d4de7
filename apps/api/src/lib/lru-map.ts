/**
 * A Map with a size bound that drops the least recently used entry when full: reading an entry makes it the most
 * recent, so the answers visitors keep asking for stay while a run of one-off keys (random search words, page
 * numbers) pushes out only each other.
 */
export class LruMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(private readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // A Map keeps insertion order: moving the entry to the end marks it as the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, value);
  }

  /** Drops the entry only while it is still `value` (a newer one set meanwhile stays). */
  deleteIf(key: K, value: V): void {
    if (this.#entries.get(key) === value) this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
