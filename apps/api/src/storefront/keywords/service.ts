import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import type { Language, PartnerKeyword } from "@clinic/shared";
import { findKeywords } from "./repository";

export interface KeywordService {
  /** Recommended search keywords of the search panel, in the partner's order. */
  list(partnerId: number, language?: Language): Promise<{ rows: PartnerKeyword[] }>;
}

/** The recommended keywords are the same for every visitor of a clinic, so they may be held per clinic. */
export function createKeywordService(database: Database, cache: PublicAnswers = UNCACHED): KeywordService {
  return {
    list: (partnerId, language = "ko") =>
      cache.answer(partnerId, answerKey("partner-keywords", { language }), async () => ({
        rows: await withTenant(database.db, partnerId, (tx) => findKeywords(tx, partnerId, language)),
      })),
  };
}
