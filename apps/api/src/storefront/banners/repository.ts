import { visibleInClinicOrder } from "@api/lib/clinic-order";
import { eq, schema, type Tx } from "@clinic/db";
import type { BannerLocation } from "@clinic/shared";

const { banners } = schema;

export type BannerRow = typeof banners.$inferSelect;

export async function findVisibleBanners(
  tx: Tx,
  partnerId: number,
  location: BannerLocation | undefined,
): Promise<BannerRow[]> {
  return visibleInClinicOrder(
    tx,
    banners,
    partnerId,
    location === undefined ? undefined : eq(banners.bannerLocation, location),
  );
}
