import { schema, withTenant, type Database } from "@clinic/db";
import { and, asc, eq, sql } from "drizzle-orm";

export async function probe(database: Database) {
  return withTenant(database.db, 1, async (tx) => {
    await tx.execute(sql`select 1`);
    return tx
      .select()
      .from(schema.banners)
      .where(and(eq(schema.banners.isVisible, true), eq(schema.banners.bannerLocation, "MAIN_TOP")))
      .orderBy(asc(schema.banners.weight));
  });
}
