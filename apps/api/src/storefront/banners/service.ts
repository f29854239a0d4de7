import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type OverlaySpec, translateRows } from "@api/storefront/translations/overlay";
import { type Database, withTenant } from "@clinic/db";
import type { Banner, BannerLocation, Language } from "@clinic/shared";
import { toBanner } from "./mappers";
import { findVisibleBanners } from "./repository";

/** A banner's words in another language (issue 29). */
const BANNER_TEXTS: OverlaySpec<Banner> = {
  entity: "banners",
  idOf: (row) => row.id,
  fields: { title: "title", subTitle: "subTitle" },
};

export interface BannerService {
  /** Visible banners by weight; all locations when none is given. */
  listVisible(partnerId: number, location?: BannerLocation, language?: Language): Promise<{ rows: Banner[] }>;
}

/** Visible banners are the same for every visitor of a clinic, so they may be held per clinic. */
export function createBannerService(database: Database, cache: PublicAnswers = UNCACHED): BannerService {
  return {
    listVisible: (partnerId, location, language) =>
      cache.answer(partnerId, answerKey("banners", { location, language }), async () => ({
        rows: await withTenant(database.db, partnerId, async (tx) =>
          translateRows(
            tx,
            language,
            (await findVisibleBanners(tx, partnerId, location)).flatMap((row) => toBanner(row) ?? []),
            BANNER_TEXTS,
          ),
        ),
      })),
  };
}
