"use client";

import { call } from "@/features/api/browser-call";
import { clientErrorOf } from "@/features/api/errors";
import { parseBadge } from "@/features/client-guards/badge";
import { authStore } from "@/features/client-state/session-state";
import { setCartCount } from "@/features/session/client";

/**
 * The storefront's browser calls for carts (spec 7): members use /carts and /customer/badge, everyone else the
 * guest endpoints, which the pass-through ties to this browser with the visitor id cookie.
 */

const signedIn = () => authStore.get().customer !== null;

/** Reads the cart count into the header badge; a failure (offline included) leaves the last known count. */
export async function refreshCartBadge(): Promise<void> {
  const result = signedIn()
    ? await call("memberBadge", {}, { sessionRule: true })
    : await call("guestBadge", {}, { sessionRule: true });
  if (!result.ok) return;
  // A hand-written guard, not badgeSchema: the header badge must not pull zod into every page.
  const badge = parseBadge(result.data);
  if (badge !== null) setCartCount(badge.cartCount);
}

export type CartAddResult = { ok: true } | { ok: false; status: number; message: string };

/** POST /carts (member) or /guest/carts: adds one option, then refreshes the badge. */
export async function addToCart(productOptionId: number): Promise<CartAddResult> {
  const body = { productOptionId };
  const result = signedIn()
    ? await call("addToMemberCart", { body }, { sessionRule: true })
    : await call("addToGuestCart", { body }, { sessionRule: true });
  if (!result.ok) {
    const { status, message } = clientErrorOf(result.error);
    return { ok: false, status, message };
  }
  // The toast need not wait for the badge.
  void refreshCartBadge();
  return { ok: true };
}

/**
 * POST /carts/synchronization right after a sign-in: the API moves this browser's guest cart into the member's.
 * keepalive, because a sign-in is often followed by a navigation. A failure leaves the guest cart where it is;
 * the next sign-in synchronises again.
 */
export async function synchronizeCart(): Promise<void> {
  await call("synchronizeCart", {}, { sessionRule: false, keepalive: true });
  await refreshCartBadge();
}
