import { type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import type { SiteConfig } from "@clinic/shared";
import { toSiteConfig } from "./mappers";
import { findSiteConfig } from "./repository";

export interface SiteConfigService {
  getSiteConfig(partnerId: number): Promise<SiteConfig>;
}

/** The site shell is the same for every visitor of a clinic, so it may be held per clinic. */
export function createSiteConfigService(
  database: Database,
  cache: PublicAnswers = UNCACHED,
): SiteConfigService {
  return {
    getSiteConfig: (partnerId) =>
      cache.answer(partnerId, "site-config", async () => {
        const record = await withTenant(database.db, partnerId, (tx) => findSiteConfig(tx, partnerId));
        return toSiteConfig(record);
      }),
  };
}
