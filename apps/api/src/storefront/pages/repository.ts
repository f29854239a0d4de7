import { findClinicRow } from "@api/lib/clinic-rows";
import { eq, schema, type Tx } from "@clinic/db";
import type { PageKey } from "./service";

const { pages } = schema;

export type PageRow = typeof pages.$inferSelect;

export async function findPage(tx: Tx, partnerId: number, pageKey: PageKey): Promise<PageRow | null> {
  return findClinicRow(tx, pages, partnerId, eq(pages.pageKey, pageKey));
}
