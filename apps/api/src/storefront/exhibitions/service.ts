import { notFound } from "@api/lib/http-error";
import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { DEFAULT_PRODUCT_ORDER } from "@api/storefront/products/filters";
import { exhibitionWeight, inVisibleExhibition, LISTED_PRODUCT } from "@api/storefront/products/sql";
import { offsetOf, type Paged, toProductSummary } from "@api/storefront/products/summary";
import { findSummaryPage } from "@api/storefront/products/summary-repository";
import { translateSummaries } from "@api/storefront/products/translated";
import { type OverlaySpec, translateRow, translateRows } from "@api/storefront/translations/overlay";
import { type Database, sql, type Tx, withTenant } from "@clinic/db";
import {
  type ExhibitionDetail,
  type ExhibitionSummary,
  type Language,
  MAX_PAGE_SIZE,
  type PagingQuery,
  type ProductSummary,
} from "@clinic/shared";
import { countVisibleExhibitions, type ExhibitionRow, findVisibleExhibitions } from "./repository";

export interface ExhibitionService {
  list(partnerId: number, query: ListQuery): Promise<Paged<ExhibitionSummary>>;
  detail(partnerId: number, id: number, language?: Language): Promise<ExhibitionDetail>;
  /** Products of one visible exhibition (404 when it is not one), or of all of them without an id. */
  products(
    partnerId: number,
    query: ListQuery & { exhibitionId?: number | undefined },
  ): Promise<Paged<ProductSummary>>;
}

type ListQuery = PagingQuery & { languageCode?: Language | undefined };

/** An exhibition's texts in another language (issue 29). */
const exhibitionTexts = <T extends ExhibitionSummary>(
  more: Record<string, keyof T & string> = {},
): OverlaySpec<T> => ({
  entity: "exhibitions",
  idOf: (row) => row.id,
  fields: { title: "title", summary: "summary", ...more },
});

const toSummary = (row: ExhibitionRow): ExhibitionSummary => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  thumbnailUrl: row.thumbnailUrl,
  startDate: row.startDate,
  endDate: row.endDate,
  productCount: row.productCount,
});

/**
 * Listed products of one exhibition in its order (as GET /products?exhibitionId=), or, without an id, of any
 * visible exhibition in catalogue order.
 */
function exhibitionProductPage(
  tx: Tx,
  partnerId: number,
  exhibitionId: number | undefined,
  limit: number,
  offset = 0,
) {
  return findSummaryPage(tx, partnerId, {
    where: sql`${LISTED_PRODUCT} and ${inVisibleExhibition(exhibitionId)}`,
    orderBy:
      exhibitionId === undefined
        ? DEFAULT_PRODUCT_ORDER
        : sql`${exhibitionWeight(exhibitionId)}, ${DEFAULT_PRODUCT_ORDER}`,
    limit,
    offset,
  });
}

/**
 * Lists, one exhibition and its products depend on the clinic and the validated query alone, so they may be held
 * per clinic. Their product cards show the events that are not over (Asia/Seoul): at midnight a held answer may
 * still show an ended event's badge for up to the cache's TTL.
 */
export function createExhibitionService(
  database: Database,
  cache: PublicAnswers = UNCACHED,
): ExhibitionService {
  const inTenant = <T>(partnerId: number, fn: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, fn);
  const visible = async (tx: Tx, partnerId: number, id: number) => {
    const [row] = await findVisibleExhibitions(tx, partnerId, { id, limit: 1 });
    if (!row) throw notFound("exhibition not found");
    return row;
  };

  return {
    list: (partnerId, query) =>
      cache.answer(partnerId, answerKey("exhibitions", query), async () => {
        const { rows, total } = await inTenant(partnerId, async (tx) => {
          const count = await countVisibleExhibitions(tx, partnerId);
          const offset = offsetOf(query);
          const found =
            offset >= count
              ? []
              : await findVisibleExhibitions(tx, partnerId, { limit: query.pageSize, offset });
          return {
            rows: await translateRows(tx, query.languageCode, found.map(toSummary), exhibitionTexts()),
            total: count,
          };
        });
        return { rows, total, page: query.page, pageSize: query.pageSize };
      }),

    detail: (partnerId, id, language) =>
      cache.answer(partnerId, answerKey("exhibition", { id, language }), () =>
        inTenant(partnerId, async (tx) => {
          const row = await visible(tx, partnerId, id);
          const { rows } = await exhibitionProductPage(tx, partnerId, id, MAX_PAGE_SIZE);
          const detail = {
            ...toSummary(row),
            contentHtml: row.contentHtml,
            bannerImageUrl: row.bannerImageUrl,
            products: await translateSummaries(tx, language, rows.map(toProductSummary)),
          };
          return translateRow(
            tx,
            language,
            detail,
            exhibitionTexts<typeof detail>({ contentHtml: "contentHtml" }),
          );
        }),
      ),

    products: (partnerId, query) =>
      cache.answer(partnerId, answerKey("exhibition-products", query), () =>
        inTenant(partnerId, async (tx) => {
          const { exhibitionId, page, pageSize } = query;
          if (exhibitionId !== undefined) await visible(tx, partnerId, exhibitionId);
          const { rows, total } = await exhibitionProductPage(
            tx,
            partnerId,
            exhibitionId,
            pageSize,
            offsetOf({ page, pageSize }),
          );
          const summaries = await translateSummaries(tx, query.languageCode, rows.map(toProductSummary));
          return { rows: summaries, total, page, pageSize };
        }),
      ),
  };
}
