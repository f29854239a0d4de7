import { asc, eq, type PgColumn, type PgTable, sql, type Tx } from "@clinic/db";
import { sanitizedHtml } from "../table-entity";
import { requireProducts } from "./references";

type PromotionTable = PgTable &
  Record<"title" | "summary" | "thumbnailUrl" | "startDate" | "endDate", PgColumn>;
type LinkTable = PgTable & { productId: PgColumn; weight: PgColumn };

/** The fields every promotion's body starts with. */
export const PROMOTION_FIELDS = ["title", "summary", "contentHtml", "thumbnailUrl"] as const;

/**
 * What events and exhibitions share as table entities: dated pages featuring treatments, listed with their dates,
 * their HTML stored as the storefront renders it (it does not sanitise them on the way out), and the featured
 * treatments kept in a link table whose weight is the product's position in the body's productIds.
 */
export function promotion<L extends LinkTable>(links: L, owner: keyof L["$inferSelect"] & string) {
  // biome-ignore lint/suspicious/noExplicitAny: drizzle's builders do not narrow a generic table.
  const t = links as any;
  return {
    list: (table: PromotionTable) => ({
      title: table.title,
      subtitle: sql<string>`concat_ws(' ~ ', ${table.startDate}::text, ${table.endDate}::text)`,
      thumbnail: table.thumbnailUrl,
      search: [table.title, table.summary],
    }),
    written: sanitizedHtml,
    async more(tx: Tx, row: { id: number }) {
      const linked: { productId: number }[] = await tx
        .select({ productId: t.productId })
        .from(t)
        .where(eq(t[owner], row.id))
        .orderBy(asc(t.weight), asc(t.productId));
      return { productIds: linked.map((link) => link.productId) };
    },
    async children(tx: Tx, partnerId: number, id: number, body: { productIds: number[] }) {
      await tx.delete(t).where(eq(t[owner], id));
      if (body.productIds.length === 0) return;
      await tx.insert(t).values(
        body.productIds.map((productId, index) => ({
          partnerId,
          [owner]: id,
          productId,
          weight: index + 1,
        })),
      );
    },
    check: (tx: Tx, body: { productIds: number[] }) => requireProducts(tx, body.productIds),
  };
}
