import type { Confirm } from "./api";

/**
 * A Korean phone number formatted while it is typed: 010-1234-5678, 011-123-4567, 02-123-4567, 02-1234-5678,
 * 031-123-4567 and 1588-1234. Only digits count; at most 11 are kept. Pure.
 */
export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 11);
  if (digits.startsWith("02")) {
    if (digits.length <= 2) return digits;
    if (digits.length <= 5) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
    const middle = digits.length === 10 ? 4 : 3;
    return `${digits.slice(0, 2)}-${digits.slice(2, 2 + middle)}-${digits.slice(2 + middle, 2 + middle + 4)}`;
  }
  if (/^1[5-9]/.test(digits)) {
    return digits.length <= 4 ? digits : `${digits.slice(0, 4)}-${digits.slice(4, 8)}`;
  }
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  if (digits.length <= 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/** Seconds left as m:ss ("2:59", "0:05"); never negative. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

export interface PriceLine {
  productOptionId: number;
  label: string;
  /** The option's list price (before its discount). */
  listPrice: number;
}

/** What the summary shows: every option at its list price, one discount line and the total. */
export interface PriceSummary {
  lines: PriceLine[];
  listTotal: number;
  discount: number;
  total: number;
}

/**
 * The summary's arithmetic, so that it always adds up: each option at its list price (originalPrice, or its price
 * when it has no discount), the discount as list total − total, and the API's total. listTotal − discount = total
 * by construction, and listTotal is the API's originalTotalPrice whenever the API's own sums are consistent.
 */
export function priceSummary(confirm: Pick<Confirm, "items" | "totalPrice">): PriceSummary {
  const lines = confirm.items.map((item) => ({
    productOptionId: item.productOptionId,
    label: `${item.productName} · ${item.optionName}`,
    listPrice: Math.max(item.originalPrice ?? item.price, item.price),
  }));
  const listTotal = lines.reduce((sum, line) => sum + line.listPrice, 0);
  const total = confirm.totalPrice;
  return { lines, listTotal, discount: Math.max(0, listTotal - total), total };
}
