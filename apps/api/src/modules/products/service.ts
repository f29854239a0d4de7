import { type Database, sql, type Tx, withTenant } from "@clinic/db";
import {
  MAX_PAGE_SIZE,
  type ProductCategory,
  type ProductDetail,
  type ProductListQuery,
  type ProductOption,
  type ProductSummary,
} from "@clinic/shared";
import { notFound } from "../../lib/http-error";
import { productListOrder, productListWhere } from "./filters";
import { previewAllowed } from "./preview";
import {
  type CategoryRow,
  findListedCategories,
  findProductDetailRow,
  findProductOptions,
  isInSecretLinkEvent,
  type ProductOptionRow,
} from "./repository";
import { LISTED_PRODUCT } from "./sql";
import { offsetOf, type Paged, pricing, toProductSummary } from "./summary";
import { findSummaryPage, findSummaryRows } from "./summary-repository";

export interface ProductDetailQuery {
  isSecret?: boolean | undefined;
  eventId?: number | undefined;
  previewToken?: string | undefined;
}

export interface ProductService {
  list(partnerId: number, query: ProductListQuery): Promise<Paged<ProductSummary>>;
  /** 404 unless published and not secret, opened by its secret event link, or previewed with its token. */
  detail(partnerId: number, id: number, query: ProductDetailQuery): Promise<ProductDetail>;
  /** Listed categories; secret ones are never listed, so asking for them answers none. */
  categories(
    partnerId: number,
    query: { productCategoryName?: string; isSecret?: boolean },
  ): Promise<ProductCategory[]>;
  category(partnerId: number, id: number): Promise<ProductCategory>;
  recommended(partnerId: number): Promise<ProductSummary[]>;
}

const toCategory = (row: CategoryRow): ProductCategory => ({ ...row });

function toOption(row: ProductOptionRow): ProductOption {
  return {
    id: row.id,
    name: row.name,
    ...pricing(row.price, row.originalPrice),
    durationMinutes: row.durationMinutes,
    isDefault: row.isDefault,
  };
}

export function createProductService(database: Database): ProductService {
  const inTenant = <T>(partnerId: number, fn: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, fn);

  return {
    async list(partnerId, query) {
      const { rows, total } = await inTenant(partnerId, (tx) =>
        findSummaryPage(tx, partnerId, {
          where: productListWhere(query),
          orderBy: productListOrder(query),
          limit: query.pageSize,
          offset: offsetOf(query),
        }),
      );
      return { rows: rows.map(toProductSummary), total, page: query.page, pageSize: query.pageSize };
    },

    async detail(partnerId, id, query) {
      const found = await inTenant(partnerId, async (tx) => {
        const row = await findProductDetailRow(tx, partnerId, id);
        if (!row) return null;
        const previewed = !row.isPublished && previewAllowed(row.previewToken, query.previewToken);
        if (!row.isPublished && !previewed) return null;
        // A preview shows the product as its editor will publish it, secret or not.
        if (row.isSecret && !previewed) {
          const { eventId } = query;
          if (query.isSecret !== true || eventId === undefined) return null;
          if (!(await isInSecretLinkEvent(tx, partnerId, id, eventId))) return null;
        }
        const [summary] = await findSummaryRows(tx, partnerId, {
          where: sql`p.id = ${id}`,
          orderBy: sql`p.id`,
          limit: 1,
        });
        const options = await findProductOptions(tx, partnerId, id);
        return summary ? { row, summary, options } : null;
      });
      if (!found) throw notFound("product not found");
      const { row, summary, options } = found;
      return {
        ...toProductSummary(summary),
        contentHtml: row.contentHtml,
        imageUrls: row.imageUrls,
        options: options.map(toOption),
        isPublished: row.isPublished,
        isSecret: row.isSecret,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    async categories(partnerId, { productCategoryName, isSecret }) {
      if (isSecret === true) return [];
      const rows = await inTenant(partnerId, (tx) =>
        findListedCategories(tx, partnerId, { name: productCategoryName }),
      );
      return rows.map(toCategory);
    },

    async category(partnerId, id) {
      const [row] = await inTenant(partnerId, (tx) => findListedCategories(tx, partnerId, { id }));
      if (!row) throw notFound("product category not found");
      return toCategory(row);
    },

    async recommended(partnerId) {
      const rows = await inTenant(partnerId, (tx) =>
        findSummaryRows(tx, partnerId, {
          where: sql`${LISTED_PRODUCT} and p.is_recommend`,
          orderBy: sql`p.recommend_weight, p.weight, p.id`,
          limit: MAX_PAGE_SIZE,
        }),
      );
      return rows.map(toProductSummary);
    },
  };
}
