import { and, asc, eq, schema, type Tx } from "@clinic/db";
import type { BannerLocation } from "@clinic/shared";

const { banners } = schema;

export type BannerRow = typeof banners.$inferSelect;

export async function findVisibleBanners(
  tx: Tx,
  partnerId: number,
  location: BannerLocation | undefined,
): Promise<BannerRow[]> {
  return tx
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.partnerId, partnerId),
        eq(banners.isVisible, true),
        location === undefined ? undefined : eq(banners.bannerLocation, location),
      ),
    )
    .orderBy(asc(banners.weight), asc(banners.id));
}
