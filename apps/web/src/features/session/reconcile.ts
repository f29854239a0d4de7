"use client";

import { call } from "@/features/api/browser-call";
import { parseCustomer } from "@/features/client-guards/customer";
import { authStore } from "@/features/client-state/session-state";

export type ReconcileOutcome = "signed-out" | "expired" | "refreshed" | "unknown";

/**
 * App start (spec 4): the persisted user is only a memory of a session. Ask the API whether the cookie still
 * stands; a 401/403 ends it through apiFetch's rule (one toast), a fresh answer refreshes the stored customer,
 * and an unreachable API changes nothing (the next call will tell).
 */
export async function reconcileSession(): Promise<ReconcileOutcome> {
  if (authStore.get().customer === null) return "signed-out";
  // No answer at all comes back as a 500 without a response: "unknown" like any other failure.
  const result = await call("me", {}, { sessionRule: true });
  if (result.status === 401 || result.status === 403) return "expired";
  if (!result.ok) return "unknown";
  // A hand-written guard, not customerSchema: zod would otherwise ship in every page's first-load JS.
  const customer = parseCustomer(result.data);
  if (customer === null) return "unknown";
  authStore.set({ customer });
  return "refreshed";
}
