import { type Database, withTenant } from "@clinic/db";
import type { PartnerKeyword } from "@clinic/shared";
import { findKeywords } from "./repository";

export interface KeywordService {
  /** Recommended search keywords of the search panel, in the partner's order. */
  list(partnerId: number): Promise<PartnerKeyword[]>;
}

export function createKeywordService(database: Database): KeywordService {
  return {
    list: (partnerId) => withTenant(database.db, partnerId, (tx) => findKeywords(tx, partnerId)),
  };
}
