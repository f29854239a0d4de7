import { and, type Db, eq, gt, lt, schema, sql } from "@clinic/db";

const { rateLimitCounters: counters } = schema;

export interface Counter {
  hits: number;
  resetAt: Date;
}

/** The live window of `key`, or null when it has none (never hit, or its window has ended). */
export async function findCounter(db: Db, key: string): Promise<Counter | null> {
  const [found] = await db
    .select({ hits: counters.hits, resetAt: counters.resetAt })
    .from(counters)
    .where(and(eq(counters.key, key), gt(counters.resetAt, sql`now()`)));
  return found ?? null;
}

/**
 * Counts one hit in one statement, so concurrent hits from several API instances all count: a new or ended
 * window starts over at 1, a live one goes up by one.
 */
export async function addHit(db: Db, key: string, windowSeconds: number): Promise<Counter> {
  return countOne(db, key, windowSeconds, "fixed-window");
}

/** Drops windows that ended more than `graceSeconds` ago; keeps the table from growing without bound. */
export async function deleteEndedCounters(db: Db, graceSeconds: number): Promise<void> {
  await db.delete(counters).where(lt(counters.resetAt, sql`now() - ${graceSeconds} * interval '1 second'`));
}

/**
 * Counts one failure of a progressive delay (attempt-delay.ts) in one statement: the count goes up by one (or
 * starts over at 1 once the key has been quiet for `forgetSeconds`) and reset_at moves to now + forgetSeconds,
 * so reset_at - forgetSeconds is always the time of the latest failure.
 */
export async function addFailure(db: Db, key: string, forgetSeconds: number): Promise<void> {
  await countOne(db, key, forgetSeconds, "sliding");
}

/** The one upsert behind both: a fixed window keeps its end, a sliding one moves it with every count. */
async function countOne(
  db: Db,
  key: string,
  seconds: number,
  window: "fixed-window" | "sliding",
): Promise<Counter> {
  const [row] = await db
    .insert(counters)
    .values({ key, hits: 1, resetAt: sql`now() + ${seconds} * interval '1 second'` })
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        hits: sql`CASE WHEN ${counters.resetAt} <= now() THEN 1 ELSE ${counters.hits} + 1 END`,
        resetAt:
          window === "sliding"
            ? sql`excluded.reset_at`
            : sql`CASE WHEN ${counters.resetAt} <= now() THEN excluded.reset_at ELSE ${counters.resetAt} END`,
      },
    })
    .returning({ hits: counters.hits, resetAt: counters.resetAt });
  if (!row) throw new Error(`rate limit counter ${key} was not written`);
  return row;
}
