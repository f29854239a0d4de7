import { asc, eq, getTableColumns, type PgColumn, type PgTable, type SQL, sql, type Tx } from "@clinic/db";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { ContentColumns, ContentEntity } from "./entity";

/** A content table: every one has these columns under these names (weight only where the site orders rows). */
type ContentTable = PgTable & { id: PgColumn; deletedAt: PgColumn; weight?: PgColumn };
type Row<T extends ContentTable> = T["$inferSelect"];

type Hooks<Body> = Pick<
  ContentEntity<NoInfer<Body>>,
  "previewPath" | "check" | "beforePurge" | "linkedFrom" | "unlink"
>;

export interface TableEntitySpec<Body extends { isVisible: boolean }, T extends ContentTable>
  extends Hooks<Body> {
  key: string;
  label: string;
  body: ContentEntity<Body>["body"];
  table: T;
  /** The row's flag the body calls isVisible (is_visible, is_published, event_viewable). */
  visible: keyof Row<T> & string;
  /** "weight": the clinic orders the rows and new ones go last; otherwise the fixed list order. */
  order: "weight" | ((table: NoInfer<T>) => SQL[]);
  /** What the console's list shows of a row and searches. */
  list(table: NoInfer<T>): Pick<ContentColumns, "title" | "subtitle" | "thumbnail" | "search">;
  /**
   * The body's fields in the order the form (and the audit log's changes) lists them. Each is read from and
   * written to the row's column of that name, isVisible to the `visible` column; `more` overrides the read.
   */
  fields: readonly (keyof NoInfer<Body> & string)[];
  /** Fields the row does not hold as they are (child rows, normalised choices): they replace the column's value. */
  more?(tx: Tx, row: Row<T>): Partial<NoInfer<Body>> | Promise<Partial<NoInfer<Body>>>;
  /** Columns written differently from the body's field (sanitised HTML); they replace the field's value. */
  written?(body: NoInfer<Body>): Partial<T["$inferInsert"]>;
  /** Sets updated_at on every write, where the site shows or orders by the last edit. */
  touch?: true;
  /** Rows of other tables the body holds (a treatment's options), written after the row on create and apply. */
  children?(tx: Tx, partnerId: number, id: number, body: NoInfer<Body>, created: boolean): Promise<void>;
  /** false for content the clinic only moderates (visitors' reviews): no create route. */
  creates?: false;
}

/**
 * A content entity kept in one table whose body fields are its columns: the reading, writing and ordering every
 * such entity shares, so an entity file says only what differs (decision 0020).
 */
export function tableEntity<Body extends { isVisible: boolean }, T extends ContentTable>(
  spec: TableEntitySpec<Body, T>,
): ContentEntity<Body> {
  const { table, visible, order, list, fields, more, written, touch, children, creates, ...rest } = spec;
  // biome-ignore lint/suspicious/noExplicitAny: drizzle's builders do not narrow a generic table; the spec is typed.
  const t = table as any;
  const columnNames = new Set(Object.keys(getTableColumns(table)));
  const weighted = order === "weight";

  function values(body: Body): Record<string, unknown> {
    const stored: Record<string, unknown> = {};
    for (const field of fields) {
      if (field === "isVisible") stored[visible] = body.isVisible;
      else if (columnNames.has(field)) stored[field] = body[field];
    }
    return { ...stored, ...written?.(body), ...(touch ? { updatedAt: new Date() } : {}) };
  }

  const entity: ContentEntity<Body> = {
    ...rest,
    columns: {
      table,
      id: table.id,
      deletedAt: table.deletedAt,
      visible: t[visible],
      ...(weighted ? { weight: t.weight, order: [asc(t.weight)] } : { order: order(table) }),
      ...list(table),
    },
    async read(tx, id) {
      const [row] = await tx.select().from(t).where(eq(t.id, id));
      if (!row) return null;
      const extra: Record<string, unknown> = (await more?.(tx, row)) ?? {};
      const body: Record<string, unknown> = {};
      for (const field of fields) {
        body[field] = field in extra ? extra[field] : row[field === "isVisible" ? visible : field];
      }
      return body;
    },
    async apply(tx, partnerId, id, body) {
      await tx.update(t).set(values(body)).where(eq(t.id, id));
      await children?.(tx, partnerId, id, body, false);
    },
  };
  if (creates === false) return entity;
  entity.create = async (tx, partnerId, body) => {
    // New rows go last in the clinic's order, hidden until published.
    const [last] = weighted
      ? await tx.select({ weight: sql<number>`coalesce(max(${t.weight}), 0)` }).from(t)
      : [];
    const placed = weighted ? { weight: (last?.weight ?? 0) + 1 } : {};
    const [row] = await tx
      .insert(t)
      .values({ ...values(body), [visible]: false, partnerId, ...placed })
      .returning({ id: t.id });
    if (!row) throw new Error("insert returned no row");
    await children?.(tx, partnerId, row.id, body, true);
    return row.id;
  };
  return entity;
}

/** The `written` of a body whose HTML is stored sanitised, as the storefront renders it. */
export const sanitizedHtml = (body: { contentHtml: string }) => ({
  contentHtml: sanitizeRichText(body.contentHtml),
});
