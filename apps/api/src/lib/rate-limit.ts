import type { Database } from "@clinic/db";
import { tooManyRequests } from "./http-error";
import { addHit, deleteEndedCounters, findCounter } from "./rate-limit-repository";

/** A fixed window: at most `limit` counted hits per `windowSeconds` for one key. */
export interface RateLimitRule {
  /** Namespaces the keys, e.g. "post-password". */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Throws a 429 (Retry-After = seconds left in the window) when `key` has already used up its window. */
  assertAllowed(rule: RateLimitRule, key: string, message: (minutes: number) => string): Promise<void>;
  /** Counts one hit against `key`. */
  hit(rule: RateLimitRule, key: string): Promise<void>;
}

// One hit in this many also sweeps ended windows; cheap enough to need no scheduler.
const SWEEP_EVERY = 100;
const SWEEP_GRACE_SECONDS = 3600;

/**
 * Rate limits counted in the database (rate_limit_counters), so every API instance shares them (design.md:
 * instances are stateless). Callers choose what counts: e.g. only failed password attempts are hit, so a
 * visitor who knows the password is never slowed down until someone has guessed wrong too often.
 */
export function createRateLimiter(database: Database): RateLimiter {
  const fullKey = (rule: RateLimitRule, key: string) => `${rule.name}:${key}`;
  return {
    async assertAllowed(rule, key, message) {
      const counter = await findCounter(database.db, fullKey(rule, key));
      if (!counter || counter.hits < rule.limit) return;
      const seconds = Math.max(1, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000));
      throw tooManyRequests(`rate limit ${rule.name} reached`, message(Math.ceil(seconds / 60)), seconds);
    },
    async hit(rule, key) {
      await addHit(database.db, fullKey(rule, key), rule.windowSeconds);
      if (Math.random() * SWEEP_EVERY < 1) await deleteEndedCounters(database.db, SWEEP_GRACE_SECONDS);
    },
  };
}
