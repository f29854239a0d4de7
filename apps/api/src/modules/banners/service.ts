import { type Database, withTenant } from "@clinic/db";
import { type Banner, type BannerLocation, bannerLocations } from "@clinic/shared";
import { isOneOf } from "../../lib/enums";
import { answerKey, type PublicAnswers, UNCACHED } from "../../lib/public-answer-cache";
import { type BannerRow, findVisibleBanners } from "./repository";

export interface BannerService {
  /** Visible banners by weight; all locations when none is given. */
  listVisible(partnerId: number, location?: BannerLocation): Promise<{ rows: Banner[] }>;
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

/** Visible banners are the same for every visitor of a clinic, so they may be held per clinic. */
export function createBannerService(database: Database, cache: PublicAnswers = UNCACHED): BannerService {
  return {
    listVisible: (partnerId, location) =>
      cache.answer(partnerId, answerKey("banners", { location }), async () => {
        const rows = await withTenant(database.db, partnerId, (tx) =>
          findVisibleBanners(tx, partnerId, location),
        );
        return { rows: rows.flatMap((row) => toBanner(row) ?? []) };
      }),
  };
}
