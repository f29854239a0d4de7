import { notFound } from "@api/lib/http-error";
import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import type { BeforeAfter } from "@clinic/shared";
import {
  type BeforeAfterFilter,
  type BeforeAfterRecord,
  findVisibleBeforeAfter,
  findVisibleBeforeAfters,
} from "./repository";

export interface BeforeAfterPage {
  rows: BeforeAfter[];
  total: number;
  page: number;
  pageSize: number;
}

export interface BeforeAfterService {
  /** Visible cases, newest first, one page of them. */
  listVisible(
    partnerId: number,
    query: BeforeAfterFilter & { page: number; pageSize: number },
  ): Promise<BeforeAfterPage>;
  /** One visible case of this clinic; 404 otherwise. */
  getVisible(partnerId: number, id: number): Promise<BeforeAfter>;
}

function toBeforeAfter({ row, productName }: BeforeAfterRecord): BeforeAfter {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    beforeImageUrl: row.beforeImageUrl,
    afterImageUrl: row.afterImageUrl,
    // A product the storefront cannot open (unpublished, secret) is not linked, and its id not disclosed.
    productId: productName === null ? null : row.productId,
    productName,
    isNoYouth: row.isNoYouth,
    treatmentCount: row.treatmentCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Visible cases are the same for every visitor of a clinic, so they may be held per clinic. */
export function createBeforeAfterService(
  database: Database,
  cache: PublicAnswers = UNCACHED,
): BeforeAfterService {
  return {
    listVisible: (partnerId, { page, pageSize, isNoYouth }) =>
      cache.answer(partnerId, answerKey("before-afters", { page, pageSize, isNoYouth }), async () => {
        const { rows, total } = await withTenant(database.db, partnerId, (tx) =>
          findVisibleBeforeAfters(
            tx,
            partnerId,
            { isNoYouth },
            { limit: pageSize, offset: (page - 1) * pageSize },
          ),
        );
        return { rows: rows.map(toBeforeAfter), total, page, pageSize };
      }),
    getVisible: (partnerId, id) =>
      cache.answer(partnerId, answerKey("before-after", { id }), async () => {
        const found = await withTenant(database.db, partnerId, (tx) =>
          findVisibleBeforeAfter(tx, partnerId, id),
        );
        if (!found) throw notFound("before-after not found");
        return toBeforeAfter(found);
      }),
  };
}
