import {
  and,
  eq,
  type PgColumn,
  type PgTable,
  type PgUpdateSetSource,
  type SQL,
  sql,
  type Tx,
} from "@clinic/db";

/** A tenant table: each row belongs to one clinic (partner_id). */
type ClinicTable = PgTable & { partnerId: PgColumn };

/**
 * The clinic's rows of `table` that meet every condition of `where` (undefined conditions drop out). Row-level
 * security confines a tenant transaction to its clinic anyway; queries still say whose rows they mean.
 */
export const ofClinic = (table: ClinicTable, partnerId: number, ...where: (SQL | undefined)[]) =>
  and(eq(table.partnerId, partnerId), ...where);

async function firstClinicRow<T extends ClinicTable>(
  tx: Tx,
  table: T,
  where: SQL | undefined,
  forUpdate: boolean,
): Promise<T["$inferSelect"] | null> {
  const query = tx
    .select()
    .from(table as PgTable)
    .where(where);
  const [row] = (forUpdate ? await query.for("update") : await query) as T["$inferSelect"][];
  return row ?? null;
}

/** Whether a repository's find locks the row it finds, for a change the transaction is about to make. */
export interface Locking {
  forUpdate?: boolean;
}

/** The clinic's row of `table` that meets `where`, or null. */
export const findClinicRow = <T extends ClinicTable>(
  tx: Tx,
  table: T,
  partnerId: number,
  ...where: (SQL | undefined)[]
) => firstClinicRow(tx, table, ofClinic(table, partnerId, ...where), false);

/** Like findClinicRow, and the row stays locked (select … for update) to the end of the transaction. */
export const lockClinicRow = <T extends ClinicTable>(
  tx: Tx,
  table: T,
  partnerId: number,
  ...where: (SQL | undefined)[]
) => firstClinicRow(tx, table, ofClinic(table, partnerId, ...where), true);

/**
 * A repository's find of the clinic's row whose `column` holds a value (an id, a token, a key), locking the row
 * when the caller is about to change it: `findPatient = clinicRowBy(patients, patients.id)`.
 */
export const clinicRowBy =
  <T extends ClinicTable, C extends PgColumn>(table: T, column: C) =>
  (tx: Tx, partnerId: number, value: C["_"]["data"], options: Locking = {}) =>
    (options.forUpdate ? lockClinicRow : findClinicRow)(tx, table, partnerId, eq(column, value));

/**
 * Writes `values` and a new updated_at to the clinic's row `id` and answers the row as stored. The callers have
 * found (or locked) the row before, so its absence is a bug: the error names it by `what` and id.
 */
export async function updateClinicRow<T extends ClinicTable & { id: PgColumn; updatedAt: PgColumn }>(
  tx: Tx,
  table: T,
  partnerId: number,
  id: number,
  values: PgUpdateSetSource<T>,
  what: string,
): Promise<T["$inferSelect"]> {
  const [row] = (await tx
    .update(table as PgTable)
    .set({ ...values, updatedAt: sql`now()` })
    .where(ofClinic(table, partnerId, eq(table.id, id)))
    .returning()) as T["$inferSelect"][];
  if (!row) throw new Error(`${what} ${id} vanished`);
  return row;
}
