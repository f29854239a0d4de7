import { queryRows } from "@api/lib/query-rows";
import { containsPattern } from "@api/lib/text-match";
import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, schema, sql, type Tx } from "@clinic/db";
import { z } from "zod";
import type { ContentColumns } from "./entity";

const { contentDrafts } = schema;

export interface ListRow {
  id: number;
  title: string;
  subtitle: string | null;
  thumbnail: string | null;
  visible: boolean;
  weight: number | null;
  deletedAt: Date | null;
}

export interface ListFilter {
  q?: string | undefined;
  trash: boolean;
  page: number;
  size: number;
}

function listWhere(c: ContentColumns, filter: Pick<ListFilter, "q" | "trash">): SQL | undefined {
  const search =
    filter.q && c.search.length > 0
      ? or(...c.search.map((column) => sql`${column} ilike ${containsPattern(filter.q ?? "")}`))
      : undefined;
  return and(filter.trash ? isNotNull(c.deletedAt) : isNull(c.deletedAt), search);
}

/** One page of the entity's rows in the storefront's order (weight) or the entity's own, and the total. */
export async function listRows(tx: Tx, c: ContentColumns, filter: ListFilter) {
  const where = listWhere(c, filter);
  const rows = (await tx
    .select({
      id: c.id,
      title: c.title,
      subtitle: c.subtitle ?? sql<null>`null`,
      thumbnail: c.thumbnail ?? sql<null>`null`,
      visible: c.visible,
      weight: c.weight ?? sql<null>`null`,
      deletedAt: c.deletedAt,
    })
    .from(c.table)
    .where(where)
    .orderBy(...(c.weight ? [asc(c.weight), asc(c.id)] : c.order))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size)) as unknown as ListRow[];
  return { rows, total: await tx.$count(c.table, where) };
}

export interface RowState {
  id: number;
  visible: boolean;
  deletedAt: Date | null;
}

export async function rowState(tx: Tx, c: ContentColumns, id: number): Promise<RowState | null> {
  const [row] = (await tx
    .select({ id: c.id, visible: c.visible, deletedAt: c.deletedAt })
    .from(c.table)
    .where(eq(c.id, id))) as unknown as RowState[];
  return row ?? null;
}

/** Sets the storefront order: the ids' positions become their weights (rows not named keep theirs). */
export async function setOrder(tx: Tx, c: ContentColumns, ids: number[]): Promise<number[]> {
  if (!c.weight) return [];
  const weightName = c.weight.name;
  const changed: number[] = [];
  for (const [index, id] of ids.entries()) {
    const rows = (await tx
      .update(c.table)
      .set({ [columnKey(c, weightName)]: index + 1 })
      .where(and(eq(c.id, id), isNull(c.deletedAt)))
      .returning({ id: c.id })) as { id: number }[];
    if (rows.length > 0) changed.push(id);
  }
  return changed;
}

/** Drizzle's update takes property keys, not column names: the key of a column of the table. */
function columnKey(c: ContentColumns, columnName: string): string {
  for (const [key, column] of Object.entries(c.table)) {
    if ((column as { name?: unknown })?.name === columnName && key !== "_") return key;
  }
  throw new Error(`no column ${columnName}`);
}

/** Updates `set` on the named rows that match `when`, answering the ids that changed. */
export async function updateRows(
  tx: Tx,
  c: ContentColumns,
  ids: number[],
  set: { visible?: boolean; deletedAt?: Date | null },
  when: SQL | undefined,
): Promise<number[]> {
  const values: Record<string, unknown> = {};
  if (set.visible !== undefined) values[columnKey(c, c.visible.name)] = set.visible;
  if (set.deletedAt !== undefined) values[columnKey(c, c.deletedAt.name)] = set.deletedAt;
  const rows = (await tx
    .update(c.table)
    .set(values)
    .where(and(inArray(c.id, ids), when))
    .returning({ id: c.id })) as { id: number }[];
  return rows.map((row) => row.id);
}

/** Deletes rows for good; only rows already in the trash. */
export async function purgeRows(tx: Tx, c: ContentColumns, ids: number[]): Promise<number[]> {
  const rows = (await tx
    .delete(c.table)
    .where(and(inArray(c.id, ids), isNotNull(c.deletedAt)))
    .returning({ id: c.id })) as { id: number }[];
  return rows.map((row) => row.id);
}

/* ---------- drafts ---------- */

export type DraftRow = typeof contentDrafts.$inferSelect;

/** The drafts of an entity's rows `ids` (a row has one draft at the most). */
export async function draftsOf(tx: Tx, entity: string, ids: number[]): Promise<DraftRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.entity, entity), inArray(contentDrafts.entityId, ids)));
}

/** Every draft of the clinic, oldest edit first (preview applies them all). */
export async function allDrafts(tx: Tx) {
  return tx
    .select({
      entity: contentDrafts.entity,
      entityId: contentDrafts.entityId,
      payload: contentDrafts.payload,
    })
    .from(contentDrafts)
    .orderBy(asc(contentDrafts.updatedAt));
}

export async function saveDraft(
  tx: Tx,
  partnerId: number,
  entity: string,
  entityId: number,
  payload: unknown,
  staffId: number | null,
): Promise<void> {
  await tx
    .insert(contentDrafts)
    .values({ partnerId, entity, entityId, payload, updatedBy: staffId })
    .onConflictDoUpdate({
      target: [contentDrafts.partnerId, contentDrafts.entity, contentDrafts.entityId],
      set: { payload, updatedBy: staffId, updatedAt: new Date() },
    });
}

export async function setDraftPublishAt(tx: Tx, entity: string, entityId: number, at: Date | null) {
  await tx
    .update(contentDrafts)
    .set({ publishAt: at })
    .where(and(eq(contentDrafts.entity, entity), eq(contentDrafts.entityId, entityId)));
}

/** Keeps a draft's visibility in step with a hide or show of its live row. */
export async function setDraftVisibility(tx: Tx, entity: string, ids: number[], visible: boolean) {
  if (ids.length === 0) return;
  await tx
    .update(contentDrafts)
    .set({
      payload: sql`jsonb_set(${contentDrafts.payload}, '{isVisible}', ${visible ? sql`'true'` : sql`'false'`}::jsonb)`,
    })
    .where(and(eq(contentDrafts.entity, entity), inArray(contentDrafts.entityId, ids)));
}

/** Whether there was a draft to delete. */
export async function deleteDraft(tx: Tx, entity: string, entityId: number): Promise<boolean> {
  const deleted = await tx
    .delete(contentDrafts)
    .where(and(eq(contentDrafts.entity, entity), eq(contentDrafts.entityId, entityId)))
    .returning({ entityId: contentDrafts.entityId });
  return deleted.length > 0;
}

/** Locks a draft that is due, so two publishers never apply it twice; null when another took it or it moved. */
export async function takeDueDraft(tx: Tx, entity: string, entityId: number, now: Date) {
  const [row] = await tx
    .select({ payload: contentDrafts.payload, updatedBy: contentDrafts.updatedBy })
    .from(contentDrafts)
    .where(
      and(
        eq(contentDrafts.entity, entity),
        eq(contentDrafts.entityId, entityId),
        sql`${contentDrafts.publishAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .for("update", { skipLocked: true });
  return row ?? null;
}

const dueRow = z.object({ partner_id: z.number().int(), entity: z.string(), entity_id: z.number().int() });

/** Drafts of every clinic whose publishing time has come (a SECURITY DEFINER function: ids only). */
export async function dueDrafts(tx: Tx, now: Date, limit: number) {
  return queryRows(
    tx,
    sql`select partner_id, entity, entity_id from app_due_content_drafts(${now.toISOString()}::timestamptz, ${limit})`,
    dueRow,
  );
}

const windowsRow = z.object({ until: z.coerce.date() });

/**
 * Announces every clinic whose popup window opened or closed since `since` (null: the last hour), as a write of its
 * popups would (migration 0032's SECURITY DEFINER function, decision 0049). Answers the database's time the look
 * reached: the next call's `since`.
 */
export async function announcePopupWindows(tx: Tx, since: Date | null): Promise<Date> {
  const [row] = await queryRows(
    tx,
    sql`select app_announce_popup_windows(${since ? since.toISOString() : null}::timestamptz) as until`,
    windowsRow,
  );
  if (!row) throw new Error("app_announce_popup_windows answered no row");
  return row.until;
}
