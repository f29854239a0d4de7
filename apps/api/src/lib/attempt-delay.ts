import type { Database } from "@clinic/db";
import { tooManyRequests } from "./http-error";
import { addFailure, deleteEndedCounters, findCounter } from "./rate-limit-repository";

/**
 * A progressive delay for one kind of key (an account, an address, a post): the first `freeFailures` failures
 * cost nothing; after that, the next attempt must wait `baseSeconds`, doubling with every further failure up to
 * `maxSeconds`, counted from the latest failure. A key quiet for `forgetSeconds` starts over.
 */
export interface DelayRule {
  /** Namespaces the keys in rate_limit_counters, e.g. "console-sign-in-account-delay". */
  name: string;
  freeFailures: number;
  baseSeconds: number;
  maxSeconds: number;
  forgetSeconds: number;
}

export type DelayedKey = readonly [rule: DelayRule, key: string];

/** Who is guessing: the keys of the thing guessed at, and the keys of the address guessing. */
export interface Attempt {
  /** The account (email, staff id, post): its delay only slows guessing; its owner is let through (below). */
  target: readonly DelayedKey[];
  /** The client's address (alone, or with the target): these bound an attacker, right password or not. */
  address: readonly DelayedKey[];
  /** Korean message of the 429, with the minutes to wait. */
  message: (minutes: number) => string;
}

/** Seconds the next attempt must wait after `failures` failures. */
export function delayAfter(rule: DelayRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** (failures - rule.freeFailures));
}

// One failure in this many also sweeps forgotten keys; cheap enough to need no scheduler.
const SWEEP_EVERY = 100;
const SWEEP_GRACE_SECONDS = 3600;

interface KeyState {
  failures: number;
  waitSeconds: number;
}

/**
 * Guards a password (or token) check against guessing without letting a stranger lock the owner out
 * (decisions 0010, 0011, 0019):
 *
 * 1. An address in its own delay is refused (429, Retry-After) without checking anything: its failures are its
 *    own, so only the guesser waits. This is what bounds an attacker: every address it has gets a few free
 *    guesses and then exponentially fewer.
 * 2. A target (account, post) in its delay refuses addresses that have failed recently (anywhere the address
 *    rule counts), but still checks the password of an address with no failures. A flood of wrong guesses
 *    therefore slows every guesser down, yet the owner, typing from an address that has not been failing, gets
 *    in with the right password: nobody can lock an account they do not know the password of.
 * 3. Only failures count, so signing in never slows anyone down.
 *
 * What remains: an attacker with many fresh addresses gets one guess per address while the target is delayed
 * (after which the address is failing and waits too). That is bounded by how many addresses it controls, which
 * is why the API trusts X-Forwarded-For only from the storefront (decision 0010) and passwords have a minimum
 * length.
 */
export function createAttemptDelay(database: Database) {
  const fullKey = ([rule, key]: DelayedKey) => `${rule.name}:${key}`;

  async function state(entry: DelayedKey): Promise<KeyState> {
    const [rule] = entry;
    const counter = await findCounter(database.db, fullKey(entry));
    if (!counter) return { failures: 0, waitSeconds: 0 };
    const lastFailure = counter.resetAt.getTime() - rule.forgetSeconds * 1000;
    const waitMs = lastFailure + delayAfter(rule, counter.hits) * 1000 - Date.now();
    return { failures: counter.hits, waitSeconds: waitMs > 0 ? Math.ceil(waitMs / 1000) : 0 };
  }

  const refuse = (attempt: Attempt, seconds: number, what: string) =>
    tooManyRequests(
      `${what} must wait before trying again`,
      attempt.message(Math.ceil(seconds / 60)),
      seconds,
    );

  return {
    /**
     * Runs `check` (true: the right password) unless the delays say this attempt must wait, which is a 429.
     * A false answer is counted against every key; the caller then refuses as it always did.
     */
    async attempt(attempt: Attempt, check: () => Promise<boolean>): Promise<boolean> {
      const addresses = await Promise.all(attempt.address.map(state));
      const addressWait = Math.max(0, ...addresses.map((entry) => entry.waitSeconds));
      if (addressWait > 0) throw refuse(attempt, addressWait, "address");
      const addressFailing = addresses.some((entry) => entry.failures > 0);
      if (addressFailing) {
        const targets = await Promise.all(attempt.target.map(state));
        const targetWait = Math.max(0, ...targets.map((entry) => entry.waitSeconds));
        if (targetWait > 0) throw refuse(attempt, targetWait, "target");
      }
      if (await check()) return true;
      for (const entry of [...attempt.address, ...attempt.target]) {
        await addFailure(database.db, fullKey(entry), entry[0].forgetSeconds);
      }
      if (Math.random() * SWEEP_EVERY < 1) await deleteEndedCounters(database.db, SWEEP_GRACE_SECONDS);
      return false;
    },
  };
}

export type AttemptDelay = ReturnType<typeof createAttemptDelay>;
