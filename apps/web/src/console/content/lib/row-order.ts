// Pure list reordering of the console table (unit-tested without the client component).

/** Moves `id` one place up (-1) or down (+1); the same list when it cannot move. */
export function moveRow(ids: number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}

/** Moves `id` to the top (new rows start last; the newest is often what visitors should see first). */
export const rowToTop = (ids: number[], id: number): number[] =>
  ids.includes(id) ? [id, ...ids.filter((each) => each !== id)] : ids;

/** Moves `id` to where `target` is (drag and drop). */
export function dropRow(ids: number[], id: number, target: number): number[] {
  if (id === target) return ids;
  const without = ids.filter((each) => each !== id);
  const at = without.indexOf(target);
  if (at < 0) return ids;
  const before = ids.indexOf(id) > ids.indexOf(target);
  without.splice(before ? at : at + 1, 0, id);
  return without;
}
