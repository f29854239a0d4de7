/**
 * A copy of the set with the value taken out when it was in, put in when it was not: what a checkbox or an
 * expandable entry does to React state (which must get a new set, never the same one changed).
 */
export function toggled<T>(set: ReadonlySet<T>, value: T): Set<T> {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
}
