import { type Database, withTenant } from "@clinic/db";
import type { AfterNotice } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import { notFound } from "../../lib/http-error";
import { type AfterNoticeRow, findVisibleAfterNotices } from "./repository";

export interface AfterNoticeService {
  /** With ids: those visible notices in the order given, each once, others skipped; without: all by weight. */
  list(partnerId: number, ids?: number[]): Promise<AfterNotice[]>;
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

export function createAfterNoticeService(database: Database): AfterNoticeService {
  const find = (partnerId: number, ids?: number[]) =>
    withTenant(database.db, partnerId, (tx) => findVisibleAfterNotices(tx, partnerId, ids));
  return {
    async list(partnerId, ids) {
      if (ids === undefined) return (await find(partnerId)).map(toAfterNotice);
      // The clinic's link names the notices in the order the visitor should read them.
      const byId = new Map((await find(partnerId, ids)).map((row) => [row.id, row]));
      return [...new Set(ids)].flatMap((id) => {
        const row = byId.get(id);
        return row ? [toAfterNotice(row)] : [];
      });
    },
    async get(partnerId, id) {
      const [found] = await find(partnerId, [id]);
      if (!found) throw notFound("after-notice not found");
      return toAfterNotice(found);
    },
  };
}
