import { notFound } from "@api/lib/http-error";
import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import type { PageContent, pageKeys } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import { findPage } from "./repository";

export type PageKey = (typeof pageKeys)[number];

export interface PageService {
  /** The clinic's page of that key; 404 when the clinic has none. */
  getPage(partnerId: number, pageKey: PageKey): Promise<PageContent>;
}

/** A clinic's pages are the same for every visitor, so they may be held per clinic. */
export function createPageService(database: Database, cache: PublicAnswers = UNCACHED): PageService {
  return {
    getPage: (partnerId, pageKey) =>
      cache.answer(partnerId, answerKey("page", { pageKey }), async () => {
        const found = await withTenant(database.db, partnerId, (tx) => findPage(tx, partnerId, pageKey));
        if (!found) throw notFound("page not found");
        return {
          pageKey,
          title: found.title,
          // Sanitised on write; again here so rows written by other means cannot carry scripts.
          contentHtml: sanitizeRichText(found.contentHtml),
          updatedAt: found.updatedAt.toISOString(),
        };
      }),
  };
}
