import { notFound } from "@api/lib/http-error";
import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { translateRow, translateRows } from "@api/storefront/translations/overlay";
import { type Database, sql, type Tx, withTenant } from "@clinic/db";
import {
  type Language,
  MAX_PAGE_SIZE,
  type ProductCategory,
  type ProductDetail,
  type ProductListQuery,
  type ProductSummary,
} from "@clinic/shared";
import { type ProductDetailQuery, readProductDetail } from "./detail";
import { productListOrder, productListWhere } from "./filters";
import { type CategoryRow, findListedCategories } from "./repository";
import { LISTED_PRODUCT } from "./sql";
import { offsetOf, type Paged, toProductSummary } from "./summary";
import { findSummaryPage, findSummaryRows } from "./summary-repository";
import { CATEGORY_TEXTS, translateSummaries } from "./translated";

export interface ProductService {
  list(partnerId: number, query: ProductListQuery): Promise<Paged<ProductSummary>>;
  /** 404 unless published and not secret, opened by its secret event link, or previewed with its token. */
  detail(partnerId: number, id: number, query: ProductDetailQuery): Promise<ProductDetail>;
  /** Listed categories; secret ones are never listed, so asking for them answers none. */
  categories(
    partnerId: number,
    query: {
      productCategoryName?: string | undefined;
      isSecret?: boolean | undefined;
      languageCode?: Language | undefined;
    },
  ): Promise<{ rows: ProductCategory[] }>;
  category(partnerId: number, id: number, language?: Language): Promise<ProductCategory>;
  recommended(partnerId: number, language?: Language): Promise<{ rows: ProductSummary[] }>;
}

const toCategory = (row: CategoryRow): ProductCategory => ({ ...row });

/**
 * Every answer here depends on the clinic and the validated query alone (a secret product's event link is part
 * of the query), so it may be held per clinic; a product opened with a preview token never is. Cards show the
 * events that are not over (Asia/Seoul): when an event ends at midnight, a held answer may still show its badge
 * for up to the cache's TTL.
 */
export function createProductService(database: Database, cache: PublicAnswers = UNCACHED): ProductService {
  const inTenant = <T>(partnerId: number, fn: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, fn);

  return {
    list: (partnerId, query) =>
      // The language is part of the query, and so of the key: each language's answer is held on its own.
      cache.answer(partnerId, answerKey("products", query), async () =>
        inTenant(partnerId, async (tx) => {
          const { rows, total } = await findSummaryPage(tx, partnerId, {
            where: productListWhere(query),
            orderBy: productListOrder(query),
            limit: query.pageSize,
            offset: offsetOf(query),
          });
          const summaries = await translateSummaries(tx, query.languageCode, rows.map(toProductSummary));
          return { rows: summaries, total, page: query.page, pageSize: query.pageSize };
        }),
      ),

    detail: (partnerId, id, query) =>
      // With a preview token the answer may be an unpublished product: its editor's view, never shared.
      query.previewToken === undefined
        ? cache.answer(partnerId, answerKey("product", { ...query, id }), () =>
            readProductDetail(database, partnerId, id, query),
          )
        : readProductDetail(database, partnerId, id, query),

    categories: (partnerId, query) =>
      cache.answer(partnerId, answerKey("product-categories", query), async () => {
        if (query.isSecret === true) return { rows: [] };
        const rows = await inTenant(partnerId, async (tx) =>
          translateRows(
            tx,
            query.languageCode,
            (await findListedCategories(tx, partnerId, { name: query.productCategoryName })).map(toCategory),
            CATEGORY_TEXTS,
          ),
        );
        return { rows };
      }),

    category: (partnerId, id, language) =>
      cache.answer(partnerId, answerKey("product-category", { id, language }), async () => {
        const found = await inTenant(partnerId, async (tx) => {
          const [row] = await findListedCategories(tx, partnerId, { id });
          return row && translateRow(tx, language, toCategory(row), CATEGORY_TEXTS);
        });
        if (!found) throw notFound("product category not found");
        return found;
      }),

    recommended: (partnerId, language) =>
      cache.answer(partnerId, answerKey("recommended-products", { language }), async () => {
        const rows = await inTenant(partnerId, async (tx) =>
          translateSummaries(
            tx,
            language,
            (
              await findSummaryRows(tx, partnerId, {
                where: sql`${LISTED_PRODUCT} and p.is_recommend`,
                orderBy: sql`p.recommend_weight, p.weight, p.id`,
                limit: MAX_PAGE_SIZE,
              })
            ).map(toProductSummary),
          ),
        );
        return { rows };
      }),
  };
}
