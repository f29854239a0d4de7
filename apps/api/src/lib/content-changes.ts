import { findSiteCode } from "@api/platform/sites/repository";
import { type Database, withTenant } from "@clinic/db";
import { type Announcement, announcementChannel, announcementFor } from "@clinic/shared/announcements";
import { createClient } from "@redis/client";

/** The database channel written by the notify triggers (migrations 0004, 0006, 0023). */
export const CONTENT_CHANGED_CHANNEL = "content_changed";
/** Changes arriving within this window are sent as one announcement per clinic (a console save touches many tables). */
export const CONTENT_CHANGE_BATCH_MS = 200;
/** The storefront should answer quickly; a slow one must not pile up requests. */
const REVALIDATE_TIMEOUT_MS = 3000;
/** A web server restarting or Redis failing over takes a moment: 5 tries, 0.2 s, 0.4 s, 0.8 s and 1.6 s apart. */
export const ANNOUNCE_ATTEMPTS = 5;
export const ANNOUNCE_FIRST_RETRY_MS = 200;
/** Redis commands wait no longer than this: a paused Redis must not hold announcements behind each other. */
const PUBLISH_TIMEOUT_MS = 1_000;
const RECONNECT_MAX_DELAY_MS = 2_000;

/** Sends one announcement; throws when it was not delivered (the relay retries). */
export interface Announcer {
  announce(announcement: Announcement): Promise<void>;
  close(): Promise<void>;
}

export interface ContentChangeRelayOptions {
  database: Database;
  announcer: Announcer;
  log: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
  batchMs?: number;
  attempts?: number;
  firstRetryMs?: number;
}

/** One change: a statement changed rows of `table` belonging to clinic `partnerId`. */
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
 * Behind a load balancer POSTing to one address reaches one web server; fine for a single server (and `npm
 * start`), which is what this announcer is kept for. A 2xx is the storefront's word that it applied the change.
 */
export function httpAnnouncer(options: { url: string; token: string; fetch?: typeof fetch }): Announcer {
  const send = options.fetch ?? fetch;
  return {
    async announce(announcement) {
      const response = await send(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${options.token}` },
        body: JSON.stringify(announcement),
        signal: AbortSignal.timeout(REVALIDATE_TIMEOUT_MS),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => {});
      if (!response.ok) throw new Error(`the storefront answered ${response.status}`);
    },
    close: async () => {},
  };
}

/**
 * Publishes on the Redis channel every web server subscribes to (decision 0027), so each applies the change in its
 * own process. A failed publish throws (and is retried); a publish nobody hears is not a failure: web servers that
 * were not subscribed start with empty process caches and drop them all when they subscribe again.
 */
export function redisAnnouncer(options: {
  url: string;
  keyPrefix: string;
  log: { warn(object: unknown, message: string): void };
}): Announcer {
  const channel = announcementChannel(options.keyPrefix);
  const client = createClient({
    url: options.url,
    // Without this a publish issued while disconnected waits for the reconnect instead of failing (and retrying).
    disableOfflineQueue: true,
    socket: {
      connectTimeout: PUBLISH_TIMEOUT_MS,
      reconnectStrategy: (attempt) => Math.min((attempt + 1) * 100, RECONNECT_MAX_DELAY_MS),
    },
  });
  let reported = false;
  // Without a listener an "error" event would crash the process; one line per outage is enough.
  client.on("error", (error: unknown) => {
    if (reported) return;
    reported = true;
    options.log.warn({ err: error }, "Redis for announcements unavailable; retrying");
  });
  client.on("ready", () => {
    reported = false;
  });
  // connect() keeps retrying until Redis answers; the first announcement waits for the first attempt only.
  const firstAttempt = new Promise<void>((resolve) => {
    client.once("ready", resolve);
    client.once("error", () => resolve());
    setTimeout(resolve, PUBLISH_TIMEOUT_MS).unref();
  });
  client.connect().catch(() => {});
  return {
    async announce(announcement) {
      await firstAttempt;
      if (!client.isReady) throw new Error("Redis is not connected");
      await withTimeout(client.publish(channel, JSON.stringify(announcement)), PUBLISH_TIMEOUT_MS);
    },
    async close() {
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}

/**
 * Listens for content changes and announces which clinic's tables changed (with the cache areas they feed), so
 * every storefront process drops exactly that clinic's caches. Each announcement is tried ANNOUNCE_ATTEMPTS times
 * with doubling pauses; a final failure is logged, and the pages' time-based revalidation still catches up.
 * Resolves to a stop function.
 */
export async function startContentChangeRelay(
  options: ContentChangeRelayOptions,
): Promise<() => Promise<void>> {
  const { database, announcer, log } = options;
  const attempts = options.attempts ?? ANNOUNCE_ATTEMPTS;
  const firstRetryMs = options.firstRetryMs ?? ANNOUNCE_FIRST_RETRY_MS;
  const pending = new Map<number, Set<string>>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const announceWithRetries = async (announcement: Announcement) => {
    let lastError: unknown;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await delay(firstRetryMs * 2 ** (attempt - 1));
      if (stopped) return;
      try {
        await announcer.announce(announcement);
        return;
      } catch (error) {
        lastError = error;
      }
    }
    log.error(
      { err: lastError, site: announcement.site, tables: announcement.tables, attempts },
      "could not announce changed content; storefront caches catch up when their entries expire",
    );
  };

  const flush = async () => {
    timer = null;
    const batch = [...pending.entries()];
    pending.clear();
    await Promise.all(
      batch.map(async ([partnerId, tables]) => {
        let site: string | null;
        try {
          site = await siteCodeOf(database, partnerId);
        } catch (error) {
          log.warn({ err: error, partnerId }, "could not look up the clinic of changed content");
          return;
        }
        if (site !== null) await announceWithRetries(announcementFor(site, [...tables]));
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
    stopped = true;
    if (timer) clearTimeout(timer);
    await stop();
    await announcer.close();
  };
}

function siteCodeOf(database: Database, partnerId: number): Promise<string | null> {
  return withTenant(database.db, partnerId, (tx) => findSiteCode(tx, partnerId));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  // A late answer is still read off the connection; only the wait for it ends.
  promise.catch(() => {});
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
