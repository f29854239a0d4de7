import type { WidgetOpenOptions } from "./widget-api";

/** A positive integer id from a query value ("12" → 12); anything else (empty, "1.5", "abc", "-3") → null. */
export function parseId(value: string | null): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const id = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Spec 2: the query parameters that open the widget on page load. `wcopen` → visit reservation, `wopen` →
 * treatment reservation, `weid`+`wpid` → an event's products, `wcid`+`wpid` → a category's products. Ids are
 * integers; a bad id is ignored (the list opens without it, or nothing opens) and never throws. Pure.
 */
export function widgetOpenFromQuery(search: string | URLSearchParams): WidgetOpenOptions | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const productId = parseId(params.get("wpid"));
  const eventId = parseId(params.get("weid"));
  if (eventId !== null) return withProduct({ type: "treatment", eventId }, productId);
  const categoryId = parseId(params.get("wcid"));
  if (categoryId !== null) return withProduct({ type: "treatment", categoryId }, productId);
  if (params.has("wcopen")) return { type: "visit" };
  if (params.has("wopen")) return withProduct({ type: "treatment" }, productId);
  return null;
}

function withProduct(options: WidgetOpenOptions, productId: number | null): WidgetOpenOptions {
  return productId === null ? options : { ...options, productId };
}
