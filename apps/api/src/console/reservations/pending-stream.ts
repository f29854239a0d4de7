import { PassThrough } from "node:stream";
import { HttpError } from "@api/lib/http-error";
import type { Database } from "@clinic/db";
import { errorMessages, type PendingSummary } from "@clinic/shared";
import { PENDING_EVENT } from "@clinic/shared/constants";

/** Migration 0028's trigger: every committed new or changed reservation names its clinic here. */
export const RESERVATION_CHANNEL = "reservation_changed";
/** A burst of changes (a day's requests cancelled at once) becomes one event per clinic. */
export const PENDING_DEBOUNCE_MS = 200;
/** Below the idle timeouts of common proxies and load balancers (60 s), so an idle stream is never cut. */
export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends itself after this long and the browser reconnects at once: the session is checked again then, so a
 * signed-out or removed account stops hearing within minutes.
 */
export const STREAM_MAX_AGE_MS = 10 * 60_000;
/** How long EventSource waits before reconnecting after the stream ended (a deploy, a dropped connection). */
const RETRY_MS = 3_000;

export interface PendingHubOptions {
  database: Database;
  /** The event's data for a clinic, read after each (debounced) change. */
  summary: (partnerId: number) => Promise<PendingSummary>;
  debounceMs?: number;
  heartbeatMs?: number;
  maxAgeMs?: number;
  /** A summary that could not be read (the database away): the next change or reconnect tells instead. */
  onError?: (error: unknown) => void;
}

export const pendingEvent = (summary: PendingSummary) =>
  `event: ${PENDING_EVENT}\ndata: ${JSON.stringify(summary)}\n\n`;

/**
 * The console's live pending queue: ONE database listener per API process (started with the first stream, one
 * pooled connection on PostgreSQL), fanning each clinic's notifications out to the open streams of that clinic
 * only. `close` ends every stream, so an open stream never holds a graceful shutdown.
 */
export function createPendingHub({
  database,
  summary,
  debounceMs = PENDING_DEBOUNCE_MS,
  heartbeatMs = HEARTBEAT_MS,
  maxAgeMs = STREAM_MAX_AGE_MS,
  onError = () => {},
}: PendingHubOptions) {
  const streams = new Map<number, Set<PassThrough>>();
  const pendingTimers = new Map<number, NodeJS.Timeout>();
  let listening: Promise<() => Promise<void>> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let closed = false;

  const each = (write: (stream: PassThrough) => void) => {
    for (const open of streams.values()) for (const stream of open) write(stream);
  };

  const tell = async (partnerId: number) => {
    pendingTimers.delete(partnerId);
    if (!streams.get(partnerId)?.size) return;
    try {
      const text = pendingEvent(await summary(partnerId));
      for (const stream of streams.get(partnerId) ?? []) stream.write(text);
    } catch (error) {
      onError(error);
    }
  };

  const changed = (payload: string) => {
    const partnerId = Number(payload);
    // Clinics nobody watches here cost nothing; one timer per clinic gathers a burst.
    if (closed || !streams.get(partnerId)?.size || pendingTimers.has(partnerId)) return;
    const timer = setTimeout(() => void tell(partnerId), debounceMs);
    timer.unref();
    pendingTimers.set(partnerId, timer);
  };

  const listen = () => {
    listening ??= database.listen(RESERVATION_CHANNEL, changed).catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  };

  const remove = (partnerId: number, stream: PassThrough) => {
    const open = streams.get(partnerId);
    open?.delete(stream);
    if (open?.size === 0) streams.delete(partnerId);
    if (streams.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  return {
    /**
     * A new stream of the clinic, its first event already written. Added before the summary is read, so a change
     * committed meanwhile is told too. Rejects while closing or when the database cannot answer.
     */
    async open(partnerId: number): Promise<PassThrough> {
      // A browser reconnecting to a server that is stopping waits for another one (the console retries a 503).
      if (closed) throw new HttpError(503, "shutting down", errorMessages.unavailable);
      await listen();
      const stream = new PassThrough();
      const open = streams.get(partnerId) ?? new Set();
      open.add(stream);
      streams.set(partnerId, open);
      const expire = setTimeout(() => stream.end(), maxAgeMs);
      expire.unref();
      stream.once("close", () => {
        clearTimeout(expire);
        remove(partnerId, stream);
      });
      heartbeat ??= setInterval(() => each((stream) => stream.write(": keep-alive\n\n")), heartbeatMs);
      heartbeat.unref();
      try {
        const first = await summary(partnerId);
        stream.write(`retry: ${RETRY_MS}\n${pendingEvent(first)}`);
      } catch (error) {
        stream.destroy();
        throw error;
      }
      return stream;
    },

    /** Open streams of a clinic (tests). */
    watching: (partnerId: number) => streams.get(partnerId)?.size ?? 0,

    /** Ends every stream (the browsers reconnect elsewhere) and stops listening. */
    async close(): Promise<void> {
      closed = true;
      for (const timer of pendingTimers.values()) clearTimeout(timer);
      pendingTimers.clear();
      each((stream) => stream.end());
      const stop = listening;
      listening = null;
      if (stop) await (await stop.catch(() => null))?.();
    },
  };
}

export type PendingHub = ReturnType<typeof createPendingHub>;
