import { and, desc, eq, gt, isNull, or, schema, sql, type Tx } from "@clinic/db";

const { shortUrls } = schema;

export type ShortUrlRow = typeof shortUrls.$inferSelect;

/**
 * Counts one visit of a live link and answers its target, in a single UPDATE … RETURNING: two visitors at the same
 * moment both count, and an unknown or expired code changes nothing and yields null.
 */
export async function hitShortUrl(
  tx: Tx,
  partnerId: number,
  code: string,
): Promise<{ code: string; targetPath: string } | null> {
  const [hit] = await tx
    .update(shortUrls)
    .set({ hitCount: sql`${shortUrls.hitCount} + 1`, lastHitAt: sql`now()` })
    .where(
      and(
        eq(shortUrls.partnerId, partnerId),
        eq(shortUrls.code, code),
        or(isNull(shortUrls.expiresAt), gt(shortUrls.expiresAt, sql`now()`)),
      ),
    )
    .returning({ code: shortUrls.code, targetPath: shortUrls.targetPath });
  return hit ?? null;
}

export interface NewShortUrl {
  partnerId: number;
  code: string;
  targetPath: string;
  title: string | null;
  expiresAt: Date | null;
}

/**
 * Inserts a link unless the clinic already has that code; null then. ON CONFLICT keeps the transaction usable, so
 * the caller can try another generated code in the same one.
 */
export async function insertShortUrl(tx: Tx, values: NewShortUrl): Promise<ShortUrlRow | null> {
  const [row] = await tx
    .insert(shortUrls)
    .values(values)
    .onConflictDoNothing({ target: [shortUrls.partnerId, shortUrls.code] })
    .returning();
  return row ?? null;
}

/** The clinic's links, newest first (id breaks ties within one transaction's timestamp). */
export function listShortUrls(tx: Tx, partnerId: number): Promise<ShortUrlRow[]> {
  return tx
    .select()
    .from(shortUrls)
    .where(eq(shortUrls.partnerId, partnerId))
    .orderBy(desc(shortUrls.createdAt), desc(shortUrls.id));
}
