import { type Database, previewScope } from "@clinic/db";
import { msUntilNextSeoulDay } from "@clinic/shared/seoul-day";
import { LRUCache } from "lru-cache";
import { CONTENT_CHANGED_CHANNEL, type ContentChange, parseContentChange } from "./content-changes";

/**
 * Safety net only: a committed change of a clinic's content drops its answers at once (content_changed). A
 * notification can still be missed (PostgreSQL's listening connection dropped and came back, or a table without a
 * trigger such as partner_groups), so no answer outlives half a minute, like the host cache of the tenant hook.
 */
export const PUBLIC_ANSWER_TTL_MS = 30_000;
/**
 * One entry per clinic. Unknown hosts never get here (the tenant hook answers 404), so this only bounds memory:
 * beyond it the clinic asked about least recently goes first.
 */
export const PUBLIC_ANSWER_MAX_CLINICS = 1_000;
/**
 * Answers held per clinic. Lists are keyed by their query, and a visitor can ask as many different questions as
 * there are search words and page numbers: the least recently used answer goes first beyond this. A page of 100
 * product cards is the largest answer (about 100 kB with its body), so one clinic holds at most some 20 MB.
 */
export const PUBLIC_ANSWER_MAX_KEYS_PER_CLINIC = 200;
/**
 * Bytes of answers held in all (issue 28: memory bounded by configuration, whatever the number of clinics): each
 * answer counts its JSON length, and beyond the bound the clinic asked about least recently goes first. An answer
 * takes some two to three times its JSON length on the heap. API_ANSWER_CACHE_MB sets it (env.ts).
 */
export const PUBLIC_ANSWER_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Answers that are the same for every visitor of a clinic (its information, site shell, public lists and
 * pages): never anything that depends on a session, a cookie, a token, a visitor id or the request beyond the
 * tenant and the validated query the key names.
 */
export interface PublicAnswers {
  /** `key` names the answer within the clinic (see answerKey); `load` reads it when it is not held. */
  answer<T>(partnerId: number, key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * The key of the answer to `name` asked with the validated query `query`: its defined fields in name order, so a
 * default spelled out (page=1) or parameters in another order are the same entry. Fields the answer ignores
 * should be left out (set to undefined) by the caller, so they do not split one answer into several.
 */
export function answerKey(name: string, query: object = {}): string {
  const fields = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return fields.length === 0 ? name : `${name}?${JSON.stringify(fields)}`;
}

/** Every call reads the database: for an app without the content change listener (tests, scripts). */
export const UNCACHED: PublicAnswers = { answer: (_partnerId, _key, load) => load() };

export interface PublicAnswerCacheOptions {
  ttlMs?: number;
  maxClinics?: number;
  maxKeysPerClinic?: number;
  maxBytes?: number;
  now?: () => number;
}

/** A clinic's answers by key (see answerKey), and their bytes (JSON length) once read. */
interface Clinic {
  answers: LRUCache<string, Promise<unknown>>;
  sizes: Map<string, number>;
  bytes: number;
}
/**
 * The clinics' cache holds a new wrapper whenever a clinic's bytes change: lru-cache sizes an entry only when its
 * value is another object than the one it holds.
 */
type Held = { clinic: Clinic };

/**
 * Holds the promise, not the value: concurrent first calls share one database read, and a change announced
 * while that read is running drops it too, so an answer read before a commit is never kept after the
 * announcement. Failures (a 404 for an unknown id among them) are not kept. Answers are deep-frozen: every later
 * caller shares them.
 */
export class PublicAnswerCache implements PublicAnswers {
  readonly #clinics: LRUCache<number, Held>;
  readonly #maxKeysPerClinic: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor({
    ttlMs = PUBLIC_ANSWER_TTL_MS,
    maxClinics = PUBLIC_ANSWER_MAX_CLINICS,
    maxKeysPerClinic = PUBLIC_ANSWER_MAX_KEYS_PER_CLINIC,
    maxBytes = PUBLIC_ANSWER_MAX_BYTES,
    now = Date.now,
  }: PublicAnswerCacheOptions = {}) {
    this.#clinics = new LRUCache({
      max: maxClinics,
      // Beyond maxBytes of answers in all, the clinic asked about least recently goes first (see #resize).
      maxSize: maxBytes,
      sizeCalculation: (held) => Math.max(1, held.clinic.bytes),
      // lru-cache still serves an entry whose age equals its ttl; a millisecond less keeps an answer from being
      // served once the full TTL has passed (the clock counts whole milliseconds).
      ttl: ttlMs - 1,
      // Expired clinics are dropped when next asked for or pushed out by others: no timer per entry.
      ttlAutopurge: false,
      // Read the clock on every check: by default lru-cache reuses a reading for a millisecond of real time,
      // which an injected clock (tests) moves past at once.
      ttlResolution: 0,
      // lru-cache reads a start time of 0 as "no TTL", so a clock that starts at 0 (tests) is moved by one;
      // only differences between readings count.
      perf: { now: () => now() + 1 },
    });
    this.#maxKeysPerClinic = maxKeysPerClinic;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  answer<T>(partnerId: number, key: string, load: () => Promise<T>): Promise<T> {
    // A preview request reads drafts: its answer is neither served from nor kept in the shared cache.
    if (previewScope.getStore()) return load();
    let clinic = this.#clinics.get(partnerId)?.clinic;
    if (!clinic) {
      // The clinic's answers expire together, at most the TTL after the first of them was read, and never
      // later than Seoul midnight: lists of current events and their products change with the day, and the SQL
      // that reads them asks the database for today (CI saw an ended event served half a minute into a new day).
      clinic = this.#newClinic();
      const untilMidnight = msUntilNextSeoulDay(this.#now());
      this.#clinics.set(
        partnerId,
        { clinic },
        { ttl: Math.max(1, Math.min(this.#ttlMs, untilMidnight) - 1) },
      );
    }
    const { answers } = clinic;
    const held = answers.get(key) as Promise<T> | undefined;
    if (held) return held;
    const owner = clinic;
    const loading = load().then((value) => {
      // Sized once read (still this read only): the answer's JSON length, and its clinic's total with it.
      if (answers.peek(key) === loading) {
        const bytes = jsonBytes(value);
        owner.sizes.set(key, bytes);
        owner.bytes += bytes;
        this.#resize(partnerId, owner);
      }
      return deepFreeze(value);
    });
    answers.set(key, loading);
    // Dropped only while it is still this read: a newer one started after a forget stays. peek, unlike get,
    // does not count as a use.
    loading.catch(() => {
      if (answers.peek(key) === loading) answers.delete(key);
    });
    return loading;
  }

  /** Drops every answer of the clinic. */
  forget(partnerId: number): void {
    const clinic = this.#clinics.get(partnerId)?.clinic;
    if (!clinic) return;
    clinic.answers.clear();
    this.#resize(partnerId, clinic);
  }

  /** Bytes of answers held (JSON length), for a figure or a test. */
  bytes(): number {
    return this.#clinics.calculatedSize;
  }

  #newClinic(): Clinic {
    const clinic: Clinic = {
      sizes: new Map(),
      bytes: 0,
      answers: new LRUCache({
        max: this.#maxKeysPerClinic,
        // An answer pushed out, replaced or forgotten no longer counts.
        dispose: (_value, key) => {
          clinic.bytes -= clinic.sizes.get(key) ?? 0;
          clinic.sizes.delete(key);
        },
      }),
    };
    return clinic;
  }

  /** The clinic's bytes changed: held again under a new wrapper (same expiry), the least recent beyond the bound go. */
  #resize(partnerId: number, clinic: Clinic): void {
    if (this.#clinics.peek(partnerId)?.clinic !== clinic) return;
    this.#clinics.set(partnerId, { clinic }, { noUpdateTTL: true });
  }
}

function jsonBytes(value: unknown): number {
  try {
    return Math.max(1, Buffer.byteLength(JSON.stringify(value) ?? ""));
  } catch {
    return 1;
  }
}

/**
 * A cache that drops a clinic's answers whenever the database announces a change of that clinic (migration
 * 0004's triggers). Call `stop` before the database closes: on PostgreSQL the listener holds a connection.
 * `alsoTell` hears every announcement too, so other caches (the availability answers) share this listener and
 * its connection instead of holding one more.
 */
export async function startPublicAnswerCache(
  database: Database,
  alsoTell: (change: ContentChange) => void = () => {},
  options: PublicAnswerCacheOptions = {},
): Promise<{ cache: PublicAnswerCache; stop: () => Promise<void> }> {
  const cache = new PublicAnswerCache(options);
  const stop = await database.listen(CONTENT_CHANGED_CHANNEL, (payload) => {
    const change = parseContentChange(payload);
    if (!change) return;
    cache.forget(change.partnerId);
    alsoTell(change);
  });
  // PGlite's stop function takes an optional transaction argument: called as a hook, it would get the hook's.
  return { cache, stop: () => stop() };
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
