/**
 * Drizzle refuses an empty VALUES list, and a clinic made from a template may have no rows of a kind (no events,
 * no doctors): the insert runs only when there is something to insert, else it answers no rows.
 */
export function whenAny<T>(rows: readonly unknown[], insert: () => Promise<T[]>): Promise<T[]> {
  return rows.length > 0 ? insert() : Promise.resolve([]);
}
