import {
  type ConsoleInquiryListQuery,
  INBOX_SEARCH_MAX,
  type InquiryCategory,
  type InquiryFilter,
  inquiryCategories,
  inquiryFilters,
} from "@clinic/shared";
import { one } from "@/console/lib/search-params";

// The inbox's filters live in the page's query string (bookmarkable, work without JavaScript). Pure: unknown or
// broken values fall back to the defaults instead of answering an error page.

export type Search = Record<string, string | string[] | undefined>;

export interface InboxFilters {
  status: InquiryFilter;
  category?: InquiryCategory | undefined;
  q: string;
  page: number;
}

export const INBOX_LIST_SIZE = 20;
const MAX_PAGE = 100_000;

const known = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.find((candidate) => candidate === value);

/** A 1-based page number from the query; anything else is page 1. */
export function pageFrom(raw: string | undefined): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Search words as the API takes them: trimmed and cut to its limit. */
export const searchFrom = (raw: string | undefined): string =>
  Array.from((raw ?? "").trim())
    .slice(0, INBOX_SEARCH_MAX)
    .join("");

/** The inbox opens on what still waits: no status in the query means unhandled. */
export function inboxFiltersFrom(search: Search): InboxFilters {
  return {
    status: known(inquiryFilters, one(search.status)) ?? "unhandled",
    category: known(inquiryCategories, one(search.category)),
    q: searchFrom(one(search.q)),
    page: pageFrom(one(search.page)),
  };
}

/** The page's own query string for some filters (links to other pages, back from a detail). */
export function inboxQuery(filters: InboxFilters): string {
  const query = new URLSearchParams({ status: filters.status });
  if (filters.category) query.set("category", filters.category);
  if (filters.q) query.set("q", filters.q);
  if (filters.page > 1) query.set("page", String(filters.page));
  return query.toString();
}

/** The API's query for the same filters (keys in the order they travel). */
export function inboxApiQuery(filters: InboxFilters): ConsoleInquiryListQuery {
  return {
    status: filters.status,
    page: filters.page,
    size: INBOX_LIST_SIZE,
    category: filters.category || undefined,
    q: filters.q || undefined,
  };
}

export const pageCount = (total: number, size = INBOX_LIST_SIZE) => Math.max(1, Math.ceil(total / size));
