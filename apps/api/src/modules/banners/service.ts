import { type Database, withTenant } from "@clinic/db";
import { type Banner, type BannerLocation, bannerLocations } from "@clinic/shared";
import { isOneOf } from "../../lib/enums";
import { type BannerRow, findVisibleBanners } from "./repository";

export interface BannerService {
  /** Visible banners by weight; all locations when none is given. */
  listVisible(partnerId: number, location?: BannerLocation): Promise<Banner[]>;
}

function toBanner(row: BannerRow): Banner | null {
  if (!isOneOf(bannerLocations, row.bannerLocation)) return null;
  return {
    id: row.id,
    bannerLocation: row.bannerLocation,
    title: row.title,
    subTitle: row.subTitle,
    pcImageUrl: row.pcImageUrl,
    mobileImageUrl: row.mobileImageUrl,
    linkUrl: row.linkUrl,
    weight: row.weight,
  };
}

export function createBannerService(database: Database): BannerService {
  return {
    async listVisible(partnerId, location) {
      const rows = await withTenant(database.db, partnerId, (tx) =>
        findVisibleBanners(tx, partnerId, location),
      );
      return rows.flatMap((row) => toBanner(row) ?? []);
    },
  };
}
