import { notFound } from "@api/lib/http-error";
import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type OverlaySpec, translateRow, translateRows } from "@api/storefront/translations/overlay";
import { type Database, withTenant } from "@clinic/db";
import type { Language, NoticeDetail, NoticePage, NoticeSummary } from "@clinic/shared";
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
  list(
    partnerId: number,
    query: { keyword?: string; page: number; pageSize: number; languageCode?: Language | undefined },
  ): Promise<NoticePage>;
  /** A visible notice with its neighbours in list order; 404 otherwise. Reading changes nothing. */
  get(partnerId: number, id: number, language?: Language): Promise<NoticeDetail>;
}

function toSummary(row: NoticeRow): NoticeSummary {
  return { id: row.id, title: row.title, isPinned: row.isPinned, createdAt: row.createdAt.toISOString() };
}

/** A notice's own texts in another language (issue 29). */
const noticeTexts = <T extends NoticeSummary>(
  more: Record<string, keyof T & string> = {},
): OverlaySpec<T> => ({
  entity: "notices",
  idOf: (row) => row.id,
  fields: { title: "title", ...more },
});

/** Visible notices read the same for every visitor of a clinic (reading counts nothing), so they may be held. */
export function createNoticeService(database: Database, cache: PublicAnswers = UNCACHED): NoticeService {
  const list = async (
    partnerId: number,
    keyword: string | undefined,
    page: number,
    pageSize: number,
    language: Language | undefined,
  ) =>
    withTenant(database.db, partnerId, async (tx) => {
      const pinned = await findPinnedNotices(tx, partnerId, keyword);
      const unpinned = await findUnpinnedNotices(tx, partnerId, keyword, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        pinned: await translateRows(tx, language, pinned.map(toSummary), noticeTexts()),
        rows: await translateRows(tx, language, unpinned.rows.map(toSummary), noticeTexts()),
        total: unpinned.total,
        page,
        pageSize,
      };
    });
  const get = async (partnerId: number, id: number, language: Language | undefined) => {
    const found = await withTenant(database.db, partnerId, async (tx) => {
      const notice = await findVisibleNotice(tx, partnerId, id);
      if (!notice) return null;
      const detail = {
        ...toSummary(notice),
        contentHtml: notice.contentHtml,
        ...(await findNeighbours(tx, partnerId, id)),
      };
      return translateRow(tx, language, detail, noticeTexts<typeof detail>({ contentHtml: "contentHtml" }));
    });
    if (!found) throw notFound("notice not found");
    // Stored HTML was sanitised on write; sanitising again keeps rows written by other means safe too.
    return { ...found, contentHtml: sanitizeRichText(found.contentHtml) };
  };
  return {
    list: (partnerId, { keyword, page, pageSize, languageCode }) =>
      cache.answer(partnerId, answerKey("notices", { keyword, page, pageSize, languageCode }), () =>
        list(partnerId, keyword, page, pageSize, languageCode),
      ),
    get: (partnerId, id, language) =>
      cache.answer(partnerId, answerKey("notice", { id, language }), () => get(partnerId, id, language)),
  };
}
