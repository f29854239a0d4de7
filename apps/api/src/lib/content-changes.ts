import { type Database, withTenant } from "@clinic/db";
import { findSiteCode } from "../modules/sites/repository";

/** The database channel written by the notify triggers (migration 0004). */
export const CONTENT_CHANGED_CHANNEL = "content_changed";
/** Changes arriving within this window are sent as one request per clinic (a console save touches many tables). */
export const CONTENT_CHANGE_BATCH_MS = 200;
/** The storefront should answer quickly; a slow one must not pile up requests. */
const REVALIDATE_TIMEOUT_MS = 3000;

export interface ContentChangeRelayOptions {
  database: Database;
  target: { url: string; token: string };
  log: { warn(object: unknown, message: string): void };
  fetch?: typeof fetch;
  batchMs?: number;
}

/** One announcement: a statement changed rows of `table` belonging to clinic `partnerId`. */
export interface ContentChange {
  table: string;
  partnerId: number;
}

/** "products:12" → { table: "products", partnerId: 12 }; anything else is ignored. */
export function parseContentChange(payload: string): ContentChange | null {
  const match = /^([a-z_]+):(\d{1,10})$/.exec(payload);
  if (!match) return null;
  const partnerId = Number(match[2]);
  return Number.isSafeInteger(partnerId) && partnerId > 0 ? { table: match[1]!, partnerId } : null;
}

/**
 * Listens for content changes and tells the storefront which clinic's tables changed, so it drops exactly that
 * clinic's cache tags. Best effort: a failed call is logged, and the pages' time-based revalidation still
 * catches up. Resolves to a stop function.
 */
export async function startContentChangeRelay(
  options: ContentChangeRelayOptions,
): Promise<() => Promise<void>> {
  const { database, target, log } = options;
  const send = options.fetch ?? fetch;
  const pending = new Map<number, Set<string>>();
  let timer: NodeJS.Timeout | null = null;

  const flush = async () => {
    timer = null;
    const batch = [...pending.entries()];
    pending.clear();
    await Promise.all(
      batch.map(async ([partnerId, tables]) => {
        try {
          const site = await siteCodeOf(database, partnerId);
          if (site === null) return;
          const response = await send(target.url, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${target.token}` },
            body: JSON.stringify({ site, tables: [...tables].sort() }),
            signal: AbortSignal.timeout(REVALIDATE_TIMEOUT_MS),
          });
          if (!response.ok)
            log.warn({ status: response.status, site }, "storefront refused the cache refresh");
        } catch (error) {
          log.warn({ err: error, partnerId }, "could not tell the storefront about changed content");
        }
      }),
    );
  };

  const stop = await database.listen(CONTENT_CHANGED_CHANNEL, (payload) => {
    const change = parseContentChange(payload);
    if (!change) return;
    const tables = pending.get(change.partnerId) ?? new Set<string>();
    tables.add(change.table);
    pending.set(change.partnerId, tables);
    timer ??= setTimeout(() => void flush(), options.batchMs ?? CONTENT_CHANGE_BATCH_MS);
  });

  return async () => {
    if (timer) clearTimeout(timer);
    await stop();
  };
}

function siteCodeOf(database: Database, partnerId: number): Promise<string | null> {
  return withTenant(database.db, partnerId, (tx) => findSiteCode(tx, partnerId));
}
