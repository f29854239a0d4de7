import type { NonCoveredFeeItem, NonCoveredFees } from "@clinic/shared";
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
