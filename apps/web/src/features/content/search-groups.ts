import type { SearchResult } from "@clinic/shared";

/** The search page's result groups, in the order shown (spec: 시술, 이벤트, 콘텐츠 with counts). Pure. */
export const SEARCH_GROUPS = {
  products: { title: "시술" },
  events: { title: "이벤트" },
  contents: { title: "콘텐츠" },
} as const;
export type SearchGroupKey = keyof typeof SEARCH_GROUPS;

export interface GroupSummary {
  key: SearchGroupKey;
  title: string;
  total: number;
  /** In-page anchor of the group's section; null when the group is empty (no section rendered). */
  anchor: string | null;
}

/** One line per group ('시술 3건'), and the grand total. */
export function summariseSearch(result: SearchResult): { groups: GroupSummary[]; total: number } {
  const groups = (Object.keys(SEARCH_GROUPS) as SearchGroupKey[]).map((key) => {
    const total = result[key].total;
    return { key, title: SEARCH_GROUPS[key].title, total, anchor: total > 0 ? `#search-${key}` : null };
  });
  return { groups, total: groups.reduce((sum, group) => sum + group.total, 0) };
}
