import { type Database, withTenant } from "@clinic/db";
import type { BeforeAfter } from "@clinic/shared";
import { notFound } from "../../lib/http-error";
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

export function createBeforeAfterService(database: Database): BeforeAfterService {
  return {
    async listVisible(partnerId, { page, pageSize, isNoYouth }) {
      const { rows, total } = await withTenant(database.db, partnerId, (tx) =>
        findVisibleBeforeAfters(
          tx,
          partnerId,
          { isNoYouth },
          { limit: pageSize, offset: (page - 1) * pageSize },
        ),
      );
      return { rows: rows.map(toBeforeAfter), total, page, pageSize };
    },
    async getVisible(partnerId, id) {
      const found = await withTenant(database.db, partnerId, (tx) =>
        findVisibleBeforeAfter(tx, partnerId, id),
      );
      if (!found) throw notFound("before-after not found");
      return toBeforeAfter(found);
    },
  };
}
