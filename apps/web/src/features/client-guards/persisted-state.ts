import type { AuthState, CommonState } from "@/features/client-state/session-state";
import { parseCustomer } from "./customer";
import { isInt, isRecord, safeParser } from "./values";

/**
 * The persisted session slices (spec 9) as they come back from localStorage: stale or tampered values are
 * rejected (null) rather than trusted. Same rules as the zod schemas they replace in the browser.
 */

export function parseAuthState(value: unknown): AuthState | null {
  if (!isRecord(value) || !("customer" in value)) return null;
  if (value.customer === null) return { customer: null };
  const customer = parseCustomer(storedBeforeReminders(value.customer));
  return customer === null ? null : { customer };
}

/**
 * A customer saved before the answer had `remindersReceivable` (issue 26) gets the column's default (on), so a
 * deploy does not drop every signed-in visitor's stored session; app start asks the API and stores its answer.
 */
function storedBeforeReminders(customer: unknown): unknown {
  if (!isRecord(customer) || "remindersReceivable" in customer) return customer;
  return { ...customer, remindersReceivable: true };
}

export function parseCommonState(value: unknown): CommonState | null {
  if (!isRecord(value)) return null;
  const { lastPath, cartCount } = value;
  const pathOk = lastPath === null || (typeof lastPath === "string" && lastPath.startsWith("/"));
  if (!pathOk || !isInt(cartCount) || cartCount < 0) return null;
  return { lastPath, cartCount };
}

/** For createPersister's `schema` option. */
export const persistedAuthParser = safeParser(parseAuthState);
export const persistedCommonParser = safeParser(parseCommonState);
