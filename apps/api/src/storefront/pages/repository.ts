import { and, eq, schema, type Tx } from "@clinic/db";
import type { PageKey } from "./service";

const { pages } = schema;

export type PageRow = typeof pages.$inferSelect;

export async function findPage(tx: Tx, partnerId: number, pageKey: PageKey): Promise<PageRow | null> {
  const [found] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.partnerId, partnerId), eq(pages.pageKey, pageKey)));
  return found ?? null;
}
