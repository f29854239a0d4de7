import { translateItem } from "@api/storefront/translations/overlay";
import type { NonCoveredFeeItem, NonCoveredFees, TranslationFields } from "@clinic/shared";
import type { FeePageRow, FeeRow } from "./repository";

export const toFeeItem = (row: FeeRow): NonCoveredFeeItem => ({
  name: row.name,
  priceMin: row.priceMin,
  priceMax: row.priceMax,
  unit: row.unit,
  note: row.note,
});

/** Items grouped by category, categories in the order of their first item (the rows come in weight order). */
export function toNonCoveredFees(rows: FeeRow[], page: FeePageRow | null): NonCoveredFees {
  const categories = new Map<string, NonCoveredFeeItem[]>();
  for (const row of rows) {
    const items = categories.get(row.category) ?? [];
    items.push(toFeeItem(row));
    categories.set(row.category, items);
  }
  return {
    categories: [...categories].map(([name, items]) => ({ name, items })),
    notes: page?.notes ?? null,
    changedAt: page ? page.changedAt.toISOString() : null,
  };
}

/**
 * The page in another language (issue 29): each category, item name, unit and note the clinic translated, and the
 * notes; `translated` on each part names what is in the language (the rest is the Korean, marked on the page).
 */
export function translateFees(
  fees: NonCoveredFees,
  fields: Readonly<TranslationFields> | undefined,
): NonCoveredFees {
  return {
    ...fees,
    categories: fees.categories.map((category) => ({
      ...translateItem(category, fields, { name: "category" }),
      items: category.items.map((item) =>
        translateItem(item, fields, { name: "name", unit: "unit", note: "note" }),
      ),
    })),
    ...(fields?.notes ? { notes: fields.notes, translated: ["notes"] } : { translated: [] }),
  };
}
