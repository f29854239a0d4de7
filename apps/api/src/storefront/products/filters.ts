import { type SQL, sql } from "@clinic/db";
import type { ProductListQuery } from "@clinic/shared";
import {
  allOf,
  CUSTOMER_EVENT,
  eventWeight,
  exhibitionWeight,
  IN_CURRENT_EVENT,
  idIn,
  inEvent,
  inVisibleExhibition,
  LISTED_PRODUCT,
  productMatches,
  SECRET_LINK_EVENT,
} from "./sql";

export type ProductFilter = Omit<ProductListQuery, "page" | "pageSize">;

/** Catalogue order: the clinic's weights, then id so equal weights never swap between pages. */
export const DEFAULT_PRODUCT_ORDER = sql`p.weight, p.id`;

/**
 * The products a list request selects. Secret-category products join the list only when the request says
 * isSecret=true and names an event that may open them (secret, or visible) and contains them — the secret event
 * page; otherwise secret categories never show. A filter naming an unknown or another clinic's id simply
 * matches nothing.
 */
export function productListWhere(filter: ProductFilter): SQL {
  const { eventId } = filter;
  const secretAllowed = filter.isSecret === true && eventId !== undefined;
  return allOf([
    secretAllowed
      ? sql`p.is_published and (not c.is_secret or ${inEvent(eventId, SECRET_LINK_EVENT)})`
      : LISTED_PRODUCT,
    eventId !== undefined && inEvent(eventId, CUSTOMER_EVENT),
    filter.exhibitionId !== undefined && inVisibleExhibition(filter.exhibitionId),
    filter.categoryId !== undefined && sql`p.category_id = ${filter.categoryId}`,
    filter.productCategoryIds !== undefined && idIn(sql`p.category_id`, filter.productCategoryIds),
    filter.productCustomBadge !== undefined && sql`${filter.productCustomBadge} = any(p.custom_badges)`,
    filter.isRecommend !== undefined && sql`p.is_recommend = ${filter.isRecommend}`,
    filter.keyword ? productMatches(filter.keyword, filter.languageCode) : undefined,
    filter.isExcludeEvent === true && sql`not ${IN_CURRENT_EVENT}`,
  ]);
}

/** An event's or exhibition's list keeps its curated order; otherwise the catalogue order. */
export function productListOrder(filter: ProductFilter): SQL {
  if (filter.eventId !== undefined) return sql`${eventWeight(filter.eventId)}, ${DEFAULT_PRODUCT_ORDER}`;
  if (filter.exhibitionId !== undefined) {
    return sql`${exhibitionWeight(filter.exhibitionId)}, ${DEFAULT_PRODUCT_ORDER}`;
  }
  return DEFAULT_PRODUCT_ORDER;
}
