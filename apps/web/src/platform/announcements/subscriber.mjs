// Every storefront process hears every content change (issue 24, decision 0027): the API publishes announcements on
// a Redis channel, and each web server applies them in its own process. Started by server.mjs.
// Node 24 strips the shared contract's types as it loads it: the channel and the host tables come from there.
import { announcementChannel, touchesHosts } from "@clinic/shared/announcements";
import { createClient } from "@redis/client";
import { postToSelf } from "./post-to-self.ts";
import { forgetAllEverywhere, forgetSiteEverywhere } from "./process-caches.mjs";

/** Applying is tried this many times, 0.2 s, 0.4 s, 0.8 s … apart, before it is logged as failed. */
export const APPLY_ATTEMPTS = 4;
export const APPLY_FIRST_RETRY_MS = 200;
const CONNECT_TIMEOUT_MS = 1_000;
const RECONNECT_MAX_DELAY_MS = 2_000;

/**
 * @typedef {{
 *   redisUrl: string,
 *   keyPrefix: string,
 *   revalidateUrl: string,
 *   token: string,
 *   dropPages: (sites: string[] | null) => void,
 *   log?: Pick<Console, "error" | "info" | "warn">,
 *   attempts?: number,
 *   firstRetryMs?: number,
 * }} SubscriberOptions
 */

/**
 * Subscribes to the announcements channel. Each announcement is applied by POSTing it to this server's own
 * /ops/revalidate (so Next's revalidateTag runs inside this process, and the route confirms the shared cache took
 * the tags); on a 2xx the clinic's kept pages and every registered process cache drop it. While the connection is
 * down announcements are missed, so when it is back everything held in this process is dropped. Redis being away
 * never stops the server: the client keeps reconnecting in the background.
 * @param {SubscriberOptions} options
 * @returns {{ close(): Promise<void> }}
 */
export function startAnnouncementSubscriber(options) {
  const { redisUrl, keyPrefix, log = console } = options;
  const attempts = options.attempts ?? APPLY_ATTEMPTS;
  const firstRetryMs = options.firstRetryMs ?? APPLY_FIRST_RETRY_MS;
  const channel = announcementChannel(keyPrefix);
  let closed = false;
  let healthy = true;

  const client = createClient({
    url: redisUrl,
    // Names the connection in CLIENT LIST, for an operator looking for the storefronts' subscriptions.
    name: `${keyPrefix}:announcements-subscriber`,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (attempt) => Math.min((attempt + 1) * 100, RECONNECT_MAX_DELAY_MS),
    },
  });
  client.on("error", (/** @type {unknown} */ error) => {
    if (!healthy) return;
    healthy = false;
    const reason = error instanceof Error ? error.message : String(error);
    log.error(`[announcements] Redis unavailable (${reason}); reconnecting`);
  });
  client.on("ready", () => {
    if (!healthy) log.info("[announcements] Redis reachable again; dropping what this process held");
    healthy = true;
    // The client subscribes again by itself on every connection; what was announced in between was not heard.
    forgetAll();
  });

  function forgetAll() {
    options.dropPages(null);
    forgetAllEverywhere();
  }

  /** @param {string} message */
  async function apply(message) {
    const announcement = parse(message);
    if (announcement === null) {
      log.warn("[announcements] ignored a malformed announcement");
      return;
    }
    const { ok, problem } = await postToSelf({
      url: options.revalidateUrl,
      token: options.token,
      body: message,
      attempts,
      firstRetryMs,
      stopped: () => closed,
    });
    if (ok) {
      forgetLocally(announcement);
      return;
    }
    if (closed) return;
    log.error(
      `[announcements] could not apply the change of ${announcement.site} (${announcement.tables.join(", ")}): ${problem}`,
    );
    // What this process holds in memory can still go; only the shared cache's tags are left to expire.
    forgetLocally(announcement);
  }

  /** @param {{ site: string, tables: string[] }} announcement */
  function forgetLocally({ site, tables }) {
    options.dropPages([site]);
    if (touchesHosts(tables)) forgetAllEverywhere();
    else forgetSiteEverywhere(site);
  }

  client
    .connect()
    .then(() => client.subscribe(channel, (message) => void apply(message)))
    .catch((/** @type {unknown} */ error) => {
      if (!closed) log.error(`[announcements] could not subscribe to ${channel}`, error);
    });

  return {
    async close() {
      closed = true;
      if (client.isReady) await client.close().catch(() => {});
      else if (client.isOpen) client.destroy();
    },
  };
}

/**
 * Only what this file needs from an announcement; the route validates all of it.
 * @param {string} message
 * @returns {{ site: string, tables: string[] } | null}
 */
function parse(message) {
  try {
    const value = JSON.parse(message);
    if (typeof value?.site !== "string" || !/^[a-z0-9-]{1,63}$/.test(value.site)) return null;
    const tables = Array.isArray(value.tables) ? value.tables.filter((t) => typeof t === "string") : [];
    return { site: value.site, tables };
  } catch {
    return null;
  }
}

/** @param {number} ms */
