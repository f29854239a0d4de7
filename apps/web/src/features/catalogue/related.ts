/** Picking related content for a product page. Pure. */

/** Up to `limit` cases: this product's first (newest first, as given), then the newest others. */
export function relatedCases<T extends { id: number; productId: number | null }>(
  cases: readonly T[],
  productId: number,
  limit: number,
): T[] {
  const own = cases.filter((item) => item.productId === productId);
  const others = cases.filter((item) => item.productId !== productId);
  return [...own, ...others].slice(0, limit);
}

/**
 * The options an event page lists for a product: homepageConfig.hideEventPageDefaultProductOption leaves out the
 * default option (the regular, non-event price), so the page shows only the event deals.
 */
export function eventPageOptions<T extends { isDefault: boolean }>(
  options: readonly T[],
  hideDefault: boolean,
): T[] {
  return hideDefault ? options.filter((option) => !option.isDefault) : [...options];
}
