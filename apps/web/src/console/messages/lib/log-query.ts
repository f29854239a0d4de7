import {
  type ConsoleMessageLogQuery,
  MESSAGE_SEARCH_MAX,
  type MessageChannel,
  type MessageKind,
  type MessageStatus,
  messageChannels,
  messageKinds,
  messageStatuses,
} from "@clinic/shared";
import { pageFrom, type Search } from "@/console/inbox/lib/inbox-query";
import { one } from "@/console/lib/search-params";

// The message log's filters live in the page's query string (bookmarkable, work without JavaScript). Pure:
// unknown or broken values fall back to "all" instead of answering an error page.

export interface MessageLogFilters {
  status?: MessageStatus | undefined;
  channel?: MessageChannel | undefined;
  kind?: MessageKind | undefined;
  reservationId?: number | undefined;
  q: string;
  page: number;
}

export const MESSAGE_LIST_SIZE = 30;

const known = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.find((candidate) => candidate === value);

export function messageLogFiltersFrom(search: Search): MessageLogFilters {
  const reservation = Number(one(search.reservationId));
  return {
    status: known(messageStatuses, one(search.status)),
    channel: known(messageChannels, one(search.channel)),
    kind: known(messageKinds, one(search.kind)),
    reservationId: Number.isInteger(reservation) && reservation > 0 ? reservation : undefined,
    q: Array.from((one(search.q) ?? "").trim())
      .slice(0, MESSAGE_SEARCH_MAX)
      .join(""),
    page: pageFrom(one(search.page)),
  };
}

/** The page's own query string for some filters (the pager's links). */
export function messageLogQuery(filters: MessageLogFilters): string {
  const query = new URLSearchParams();
  if (filters.status) query.set("status", filters.status);
  if (filters.channel) query.set("channel", filters.channel);
  if (filters.kind) query.set("kind", filters.kind);
  if (filters.reservationId) query.set("reservationId", String(filters.reservationId));
  if (filters.q) query.set("q", filters.q);
  if (filters.page > 1) query.set("page", String(filters.page));
  return query.toString();
}

export function messageLogApiQuery(filters: MessageLogFilters): ConsoleMessageLogQuery {
  return {
    status: filters.status,
    channel: filters.channel,
    kind: filters.kind,
    reservationId: filters.reservationId,
    q: filters.q || undefined,
    page: filters.page,
    pageSize: MESSAGE_LIST_SIZE,
  };
}
