import { insertOne } from "@api/lib/insert-one";
import { tablePage } from "@api/lib/table-page";
import { and, desc, eq, isNull, schema, type Tx } from "@clinic/db";
import type { MediaAsset } from "@clinic/shared";

const { mediaAssets, partners } = schema;

type MediaRow = typeof mediaAssets.$inferSelect;
export type NewMediaRow = Omit<typeof mediaAssets.$inferInsert, "id" | "createdAt" | "deletedAt">;

const toAsset = (row: MediaRow): MediaAsset => ({
  id: row.id,
  url: row.url,
  originalName: row.originalName,
  mimeType: row.mimeType as MediaAsset["mimeType"],
  byteSize: row.byteSize,
  width: row.width,
  height: row.height,
  variants: row.variants,
  createdAt: row.createdAt.toISOString(),
  uses: [],
});

/** The clinic's code names its media folder (`{code}/uploads/…`). */
export async function clinicCode(tx: Tx, partnerId: number): Promise<string | null> {
  const [row] = await tx.select({ code: partners.code }).from(partners).where(eq(partners.id, partnerId));
  return row?.code ?? null;
}

export async function insertAsset(tx: Tx, values: NewMediaRow): Promise<MediaAsset> {
  return toAsset(await insertOne(tx, mediaAssets, values, "media insert returned no row"));
}

const live = (partnerId: number) => and(eq(mediaAssets.partnerId, partnerId), isNull(mediaAssets.deletedAt));

export async function listAssets(tx: Tx, partnerId: number, page: number, size: number) {
  const { rows, total } = await tablePage(
    tx,
    mediaAssets,
    live(partnerId),
    [desc(mediaAssets.createdAt), desc(mediaAssets.id)],
    { limit: size, offset: page * size },
  );
  return { content: rows.map(toAsset), totalElements: total };
}

/** Soft delete: the row and the files stay, so pages already showing the image keep working. */
export async function softDeleteAsset(tx: Tx, partnerId: number, id: number): Promise<MediaAsset | null> {
  const [row] = await tx
    .update(mediaAssets)
    .set({ deletedAt: new Date() })
    .where(and(live(partnerId), eq(mediaAssets.id, id)))
    .returning();
  return row ? toAsset(row) : null;
}

export async function findAsset(tx: Tx, partnerId: number, id: number): Promise<MediaAsset | null> {
  const [row] = await tx
    .select()
    .from(mediaAssets)
    .where(and(live(partnerId), eq(mediaAssets.id, id)));
  return row ? toAsset(row) : null;
}

/** Every address of the clinic's library (originals and copies): those are not "site images". */
export async function allAssetUrls(tx: Tx, partnerId: number): Promise<string[]> {
  const rows = await tx
    .select({ url: mediaAssets.url, variants: mediaAssets.variants })
    .from(mediaAssets)
    .where(live(partnerId));
  return rows.flatMap((row) => [row.url, ...Object.values(row.variants)]);
}
