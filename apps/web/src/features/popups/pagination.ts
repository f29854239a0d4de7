import { popup } from "@/ui/styles/tokens";

/**
 * How the carousel's dots break into rows (spec 9): rows of 4 up to 12 items, of 5 under 18, of 6 beyond.
 * Answers the size of each row; the last one holds the remainder.
 */
export function paginationRows(count: number): number[] {
  if (!Number.isFinite(count) || count <= 0) return [];
  const total = Math.floor(count);
  const rule = popup.paginationRows.find((row) => total <= row.maxItems) ?? popup.paginationRows.at(-1)!;
  const rows: number[] = [];
  for (let left = total; left > 0; left -= rule.perRow) rows.push(Math.min(rule.perRow, left));
  return rows;
}
