import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { publishedFor } from "@api/storefront/translations/overlay";
import { type Database, withTenant } from "@clinic/db";
import type { Language, SiteConfig } from "@clinic/shared";
import { toSiteConfig, translateSiteConfig } from "./mappers";
import { findSiteConfig } from "./repository";

export interface SiteConfigService {
  /** In `language`, the frame's texts the clinic translated (issue 29, decision 0045); the rest in Korean. */
  getSiteConfig(partnerId: number, language?: Language): Promise<SiteConfig>;
}

/** The site shell is the same for every visitor of a clinic, so it may be held per clinic. */
export function createSiteConfigService(
  database: Database,
  cache: PublicAnswers = UNCACHED,
): SiteConfigService {
  return {
    getSiteConfig: (partnerId, language) =>
      cache.answer(partnerId, answerKey("site-config", { language }), async () => {
        const { record, fields } = await withTenant(database.db, partnerId, async (tx) => ({
          record: await findSiteConfig(tx, partnerId),
          // One translation per clinic and language, under the clinic's own id.
          fields:
            language && language !== "ko"
              ? (await publishedFor(tx, "site-texts", language, [partnerId])).get(partnerId)
              : null,
        }));
        const config = toSiteConfig(record);
        return fields === null ? config : translateSiteConfig(config, fields);
      }),
  };
}
