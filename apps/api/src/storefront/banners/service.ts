import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import type { Banner, BannerLocation } from "@clinic/shared";
import { toBanner } from "./mappers";
import { findVisibleBanners } from "./repository";

export interface BannerService {
  /** Visible banners by weight; all locations when none is given. */
  listVisible(partnerId: number, location?: BannerLocation): Promise<{ rows: Banner[] }>;
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
