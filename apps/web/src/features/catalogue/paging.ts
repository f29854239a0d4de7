/** Page numbers for the pagination links. Pure. */

/** How many numbered links the pagination shows around the current page. */
export const PAGE_WINDOW = 5;

export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/** Up to `size` consecutive page numbers containing `current`, kept inside 1..count and centred where possible. */
export function pageWindow(current: number, count: number, size = PAGE_WINDOW): number[] {
  if (count <= 0) return [];
  const clamped = Math.min(Math.max(current, 1), count);
  const span = Math.min(size, count);
  const start = Math.min(Math.max(clamped - Math.floor(span / 2), 1), count - span + 1);
  return Array.from({ length: span }, (_, index) => start + index);
}

/**
 * Event and exhibition lists show 9 cards a page: three full rows of their 3-column desktop grid (the API's
 * default of 10 would leave one card alone on the last row).
 */
export const CARD_LIST_PAGE_SIZE = 9;
