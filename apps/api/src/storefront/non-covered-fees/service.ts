import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { publishedFor } from "@api/storefront/translations/overlay";
import { type Database, withTenant } from "@clinic/db";
import type { Language, NonCoveredFees } from "@clinic/shared";
import { toNonCoveredFees, translateFees } from "./mappers";
import { findFeePage, findFees } from "./repository";

export interface NonCoveredFeeService {
  /** The clinic's 비급여 진료비용: an empty list (never a 404) for a clinic that has published none yet. */
  getFees(partnerId: number, language?: Language): Promise<NonCoveredFees>;
}

/** The same for every visitor, so held per clinic; the tables' announcements drop it. */
export function createNonCoveredFeeService(
  database: Database,
  cache: PublicAnswers = UNCACHED,
): NonCoveredFeeService {
  return {
    getFees: (partnerId, language) =>
      cache.answer(partnerId, answerKey("non-covered-fees", { language }), () =>
        withTenant(database.db, partnerId, async (tx) => {
          const fees = toNonCoveredFees(await findFees(tx, partnerId), await findFeePage(tx, partnerId));
          if (!language || language === "ko") return fees;
          // The page is one per clinic: its translation is kept under the clinic's id (decision 0045).
          const translations = await publishedFor(tx, "non-covered-fees", language, [partnerId]);
          return translateFees(fees, translations.get(partnerId));
        }),
      ),
  };
}
