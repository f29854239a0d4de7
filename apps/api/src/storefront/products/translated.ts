import {
  type OverlaySpec,
  translateItem,
  translateRow,
  translateRows,
} from "@api/storefront/translations/overlay";
import type { Tx } from "@clinic/db";
import type { Language, ProductCategory, ProductOption, ProductSummary } from "@clinic/shared";

/** A category's own texts in another language (issue 29). */
export const CATEGORY_TEXTS: OverlaySpec<ProductCategory> = {
  entity: "categories",
  idOf: (row) => row.id,
  fields: { name: "name", description: "description" },
};

/** A product card's texts: the product's name and summary (and any more of its fields), its category's name. */
const summaryTexts = <T extends ProductSummary>(
  more: Record<string, keyof T & string> = {},
  listed?: OverlaySpec<T>["listed"],
): OverlaySpec<T>[] => [
  {
    entity: "products",
    idOf: (row) => row.id,
    fields: { name: "name", summary: "summary", ...more },
    ...(listed ? { listed } : {}),
  },
  { entity: "categories", idOf: (row) => row.categoryId, fields: { name: "categoryName" } },
];

/**
 * Product cards in `language`, wherever they are shown (lists, events, exhibitions, search): what the clinic
 * translated, Korean for the rest, marked (decision 0043).
 */
export function translateSummaries<T extends ProductSummary>(
  tx: Tx,
  language: Language | undefined,
  rows: T[],
) {
  return translateRows(tx, language, rows, ...summaryTexts<T>());
}

/** A product page: its card texts, its body and its options' names. */
export function translateDetailTexts<
  T extends ProductSummary & { contentHtml: string; options: ProductOption[] },
>(tx: Tx, language: Language | undefined, row: T) {
  return translateRow(
    tx,
    language,
    row,
    ...summaryTexts<T>({ contentHtml: "contentHtml" }, (product, fields) => ({
      ...product,
      options: product.options.map((option) => translateItem(option, fields, { name: "option" })),
    })),
  );
}
