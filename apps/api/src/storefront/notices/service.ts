import { notFound } from "@api/lib/http-error";
import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import type { NoticeDetail, NoticePage, NoticeSummary } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import {
  findNeighbours,
  findPinnedNotices,
  findUnpinnedNotices,
  findVisibleNotice,
  type NoticeRow,
} from "./repository";

export interface NoticeService {
  /** Pinned notices (every page) and one page of the others, newest first; the keyword filters both. */
  list(partnerId: number, query: { keyword?: string; page: number; pageSize: number }): Promise<NoticePage>;
  /** A visible notice with its neighbours in list order; 404 otherwise. Reading changes nothing. */
  get(partnerId: number, id: number): Promise<NoticeDetail>;
}

function toSummary(row: NoticeRow): NoticeSummary {
  return { id: row.id, title: row.title, isPinned: row.isPinned, createdAt: row.createdAt.toISOString() };
}

/** Visible notices read the same for every visitor of a clinic (reading counts nothing), so they may be held. */
export function createNoticeService(database: Database, cache: PublicAnswers = UNCACHED): NoticeService {
  const list = async (partnerId: number, keyword: string | undefined, page: number, pageSize: number) => {
    const { pinned, unpinned } = await withTenant(database.db, partnerId, async (tx) => ({
      pinned: await findPinnedNotices(tx, partnerId, keyword),
      unpinned: await findUnpinnedNotices(tx, partnerId, keyword, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
    }));
    return {
      pinned: pinned.map(toSummary),
      rows: unpinned.rows.map(toSummary),
      total: unpinned.total,
      page,
      pageSize,
    };
  };
  const get = async (partnerId: number, id: number) => {
    const found = await withTenant(database.db, partnerId, async (tx) => {
      const notice = await findVisibleNotice(tx, partnerId, id);
      return notice ? { notice, ...(await findNeighbours(tx, partnerId, id)) } : null;
    });
    if (!found) throw notFound("notice not found");
    return {
      ...toSummary(found.notice),
      // Stored HTML was sanitised on write; sanitising again keeps rows written by other means safe too.
      contentHtml: sanitizeRichText(found.notice.contentHtml),
      previous: found.previous,
      next: found.next,
    };
  };
  return {
    list: (partnerId, { keyword, page, pageSize }) =>
      cache.answer(partnerId, answerKey("notices", { keyword, page, pageSize }), () =>
        list(partnerId, keyword, page, pageSize),
      ),
    get: (partnerId, id) => cache.answer(partnerId, answerKey("notice", { id }), () => get(partnerId, id)),
  };
}
