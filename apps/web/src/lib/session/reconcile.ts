"use client";

import { sameOriginUrl, storefrontEndpoints } from "@clinic/shared/contract/storefront-endpoints";
import { parseCustomer } from "../client-guards/customer";
import { authStore } from "../client-state/session-state";
import { apiFetch } from "./client";

export type ReconcileOutcome = "signed-out" | "expired" | "refreshed" | "unknown";

/**
 * App start (spec 4): the persisted user is only a memory of a session. Ask the API whether the cookie still
 * stands; a 401/403 ends it through apiFetch's rule (one toast), a fresh answer refreshes the stored customer,
 * and an unreachable API changes nothing (the next call will tell).
 */
export async function reconcileSession(): Promise<ReconcileOutcome> {
  if (authStore.get().customer === null) return "signed-out";
  let response: Response;
  try {
    response = await apiFetch(sameOriginUrl(storefrontEndpoints.me), { cache: "no-store" });
  } catch {
    return "unknown";
  }
  if (response.status === 401 || response.status === 403) return "expired";
  if (!response.ok) return "unknown";
  // A hand-written guard, not customerSchema: zod would otherwise ship in every page's first-load JS.
  const customer = parseCustomer(await response.json().catch(() => null));
  if (customer === null) return "unknown";
  authStore.set({ customer });
  return "refreshed";
}
