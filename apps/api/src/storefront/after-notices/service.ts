import { notFound } from "@api/lib/http-error";
import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import type { AfterNotice } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import { type AfterNoticeRow, findVisibleAfterNotices } from "./repository";

export interface AfterNoticeService {
  /** With ids: those visible notices in the order given, each once, others skipped; without: all by weight. */
  list(partnerId: number, ids?: number[]): Promise<{ rows: AfterNotice[] }>;
  /** A visible after-notice of this clinic; 404 otherwise. */
  get(partnerId: number, id: number): Promise<AfterNotice>;
}

function toAfterNotice(row: AfterNoticeRow): AfterNotice {
  return {
    id: row.id,
    title: row.title,
    // Stored HTML was sanitised on write; sanitising again keeps rows written by other means safe too.
    contentHtml: sanitizeRichText(row.contentHtml),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Visible after-notices are the same for every visitor of a clinic, so they may be held per clinic. */
export function createAfterNoticeService(
  database: Database,
  cache: PublicAnswers = UNCACHED,
): AfterNoticeService {
  const find = (partnerId: number, ids?: number[]) =>
    withTenant(database.db, partnerId, (tx) => findVisibleAfterNotices(tx, partnerId, ids));
  const list = async (partnerId: number, ids: number[] | undefined) => {
    if (ids === undefined) return (await find(partnerId)).map(toAfterNotice);
    // The clinic's link names the notices in the order the visitor should read them.
    const byId = new Map((await find(partnerId, ids)).map((row) => [row.id, row]));
    return [...new Set(ids)].flatMap((id) => {
      const row = byId.get(id);
      return row ? [toAfterNotice(row)] : [];
    });
  };
  return {
    list: (partnerId, ids) =>
      cache.answer(partnerId, answerKey("after-notices", { ids }), async () => ({
        rows: await list(partnerId, ids),
      })),
    get: (partnerId, id) =>
      cache.answer(partnerId, answerKey("after-notice", { id }), async () => {
        const [found] = await find(partnerId, [id]);
        if (!found) throw notFound("after-notice not found");
        return toAfterNotice(found);
      }),
  };
}
