import { isInt, isRecord } from "./values";

export interface Badge {
  cartCount: number;
}

/** GET /customer/badge and /guest/badge (spec 7), as `badgeSchema` of @clinic/shared checks it: null if malformed. */
export function parseBadge(value: unknown): Badge | null {
  if (!isRecord(value) || !isInt(value.cartCount)) return null;
  return { cartCount: value.cartCount };
}
