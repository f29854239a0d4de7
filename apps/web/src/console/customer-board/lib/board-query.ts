import { type AnswerFilter, answerFilters, type ConsoleBoardPostListQuery } from "@clinic/shared";
import { INBOX_LIST_SIZE, pageFrom, type Search, searchFrom } from "@/console/inbox/lib/inbox-query";
import { one } from "@/console/lib/search-params";

// The moderation list's filters in the page's query string; pure, with defaults for anything unknown.

export interface BoardFilters {
  boardTypeId?: number | undefined;
  answer: AnswerFilter;
  q: string;
  /** Hidden posts are listed unless the query says "exclude". */
  includeHidden: boolean;
  /** Deleted posts only when the query says "include". */
  includeDeleted: boolean;
  page: number;
}

export function boardFiltersFrom(search: Search): BoardFilters {
  const board = Number(one(search.boardTypeId));
  const answer = one(search.answer);
  return {
    boardTypeId: Number.isInteger(board) && board > 0 && board <= 2_147_483_647 ? board : undefined,
    answer: answerFilters.find((candidate) => candidate === answer) ?? "all",
    q: searchFrom(one(search.q)),
    includeHidden: one(search.hidden) !== "exclude",
    includeDeleted: one(search.deleted) === "include",
    page: pageFrom(one(search.page)),
  };
}

/** The page's own query string for some filters. */
export function boardQuery(filters: BoardFilters): string {
  const query = new URLSearchParams();
  if (filters.boardTypeId) query.set("boardTypeId", String(filters.boardTypeId));
  if (filters.answer !== "all") query.set("answer", filters.answer);
  if (filters.q) query.set("q", filters.q);
  if (!filters.includeHidden) query.set("hidden", "exclude");
  if (filters.includeDeleted) query.set("deleted", "include");
  if (filters.page > 1) query.set("page", String(filters.page));
  return query.toString();
}

/** The API's query for the same filters (keys in the order they travel). */
export function boardApiQuery(filters: BoardFilters): ConsoleBoardPostListQuery {
  return {
    answer: filters.answer,
    includeHidden: filters.includeHidden ? "true" : "false",
    includeDeleted: filters.includeDeleted ? "true" : "false",
    page: filters.page,
    size: INBOX_LIST_SIZE,
    boardTypeId: filters.boardTypeId || undefined,
    q: filters.q || undefined,
  };
}
