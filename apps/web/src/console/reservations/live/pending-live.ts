// The browser's side of the live pending queue (issue 26): one EventSource per tab and clinic, shared by the
// sidebar badge, the tab title, the queue and the desk. Browser code only: no zod, the shared constants alone.
import { PENDING_EVENT } from "@clinic/shared/constants";
import { clinicHref } from "@/console/lib/paths";

export interface PendingSummary {
  count: number;
  latest: string | null;
}
export type PendingListener = (summary: PendingSummary) => void;

/** After the stream was refused or cut for good (a 401, a server restarting): first wait, doubled up to the most. */
const FIRST_RETRY_MS = 3_000;
const MAX_RETRY_MS = 60_000;

interface Channel {
  listeners: Set<PendingListener>;
  /** Whether the stream is open now (the desk polls while it is not). */
  open: boolean;
  last: PendingSummary | null;
  source: EventSource | null;
  retry: number;
  timer: number | undefined;
}

const channels = new Map<number, Channel>();

/** The browser path of a clinic's stream on the console host (app/console/…/pending/stream/route.ts). */
export const pendingStreamPath = (partnerId: number) => clinicHref(partnerId, "reservations/pending/stream");

/** The summary an event's data carries, or null when it is not one. */
export function readSummary(data: string): PendingSummary | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { count, latest } = parsed as Record<string, unknown>;
    if (typeof count !== "number" || !(latest === null || typeof latest === "string")) return null;
    return { count, latest };
  } catch {
    return null;
  }
}

function connect(partnerId: number, channel: Channel) {
  const source = new EventSource(pendingStreamPath(partnerId));
  channel.source = source;
  source.addEventListener("open", () => {
    channel.open = true;
    channel.retry = FIRST_RETRY_MS;
  });
  source.addEventListener(PENDING_EVENT, (event) => {
    const summary = readSummary((event as MessageEvent<string>).data);
    if (!summary) return;
    channel.last = summary;
    for (const listener of channel.listeners) listener(summary);
  });
  source.addEventListener("error", () => {
    channel.open = false;
    // A dropped connection: EventSource reconnects by itself. A refusal (any status but 200) ends it for good:
    // this tries again later, so a restarted server or a renewed session brings the count back.
    if (source.readyState !== EventSource.CLOSED) return;
    source.close();
    channel.source = null;
    channel.timer = window.setTimeout(() => connect(partnerId, channel), channel.retry);
    channel.retry = Math.min(channel.retry * 2, MAX_RETRY_MS);
  });
}

/**
 * Calls `listener` with the clinic's pending summary now (when one is known) and after every change; the answer
 * stops listening. The stream opens with the first listener and closes with the last.
 */
export function watchPending(partnerId: number, listener: PendingListener): () => void {
  let channel = channels.get(partnerId);
  if (!channel) {
    channel = {
      listeners: new Set(),
      open: false,
      last: null,
      source: null,
      retry: FIRST_RETRY_MS,
      timer: undefined,
    };
    channels.set(partnerId, channel);
    connect(partnerId, channel);
  }
  channel.listeners.add(listener);
  if (channel.last) listener(channel.last);
  const watched = channel;
  return () => {
    watched.listeners.delete(listener);
    if (watched.listeners.size > 0) return;
    watched.source?.close();
    window.clearTimeout(watched.timer);
    channels.delete(partnerId);
  };
}

/** Whether the clinic's stream is open in this tab. */
export const pendingStreamOpen = (partnerId: number) => channels.get(partnerId)?.open ?? false;

/** The tab title with "(N) " in front while N requests wait; an earlier prefix is replaced. Pure. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\) /, "");
  return count > 0 ? `(${count}) ${bare}` : bare;
}
