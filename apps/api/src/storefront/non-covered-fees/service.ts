import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import type { NonCoveredFees } from "@clinic/shared";
import { toNonCoveredFees } from "./mappers";
import { findFeePage, findFees } from "./repository";

export interface NonCoveredFeeService {
  /** The clinic's 비급여 진료비용: an empty list (never a 404) for a clinic that has published none yet. */
  getFees(partnerId: number): Promise<NonCoveredFees>;
}

/** The same for every visitor, so held per clinic; the tables' announcements drop it. */
export function createNonCoveredFeeService(
  database: Database,
  cache: PublicAnswers = UNCACHED,
): NonCoveredFeeService {
  return {
    getFees: (partnerId) =>
      cache.answer(partnerId, answerKey("non-covered-fees", {}), () =>
        withTenant(database.db, partnerId, async (tx) =>
          toNonCoveredFees(await findFees(tx, partnerId), await findFeePage(tx, partnerId)),
        ),
      ),
  };
}
