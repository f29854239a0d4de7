"use client";

import {
  storefrontEndpoints as endpoints,
  sameOriginUrl,
} from "@clinic/shared/contract/storefront-endpoints";
import { toClientError } from "../api/errors";
import { parseBadge } from "../client-guards/badge";
import { authStore } from "../client-state/session-state";
import { apiFetch, setCartCount } from "../session/client";

/**
 * The storefront's browser calls for carts (spec 7): members use /carts and /customer/badge, everyone else the
 * guest endpoints, which the pass-through ties to this browser with the visitor id cookie.
 */

const signedIn = () => authStore.get().customer !== null;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads the cart count into the header badge; a failure leaves the last known count. */
export async function refreshCartBadge(): Promise<void> {
  try {
    const response = await apiFetch(sameOriginUrl(signedIn() ? endpoints.memberBadge : endpoints.guestBadge));
    if (!response.ok) return;
    // A hand-written guard, not badgeSchema: the header badge must not pull zod into every page.
    const badge = parseBadge(await readJson(response));
    if (badge !== null) setCartCount(badge.cartCount);
  } catch {
    // Offline: the badge keeps its persisted value.
  }
}

export type CartAddResult = { ok: true } | { ok: false; message: string };

/** POST /carts (member) or /guest/carts: adds one option, then refreshes the badge. */
export async function addToCart(productOptionId: number): Promise<CartAddResult> {
  let response: Response;
  try {
    response = await apiFetch(
      sameOriginUrl(signedIn() ? endpoints.addToMemberCart : endpoints.addToGuestCart),
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ productOptionId }),
      },
    );
  } catch {
    return { ok: false, message: toClientError(null, undefined).message };
  }
  if (!response.ok)
    return { ok: false, message: toClientError(response.status, await readJson(response)).message };
  // The toast need not wait for the badge.
  void refreshCartBadge();
  return { ok: true };
}

/**
 * POST /carts/synchronization right after a sign-in: the API moves this browser's guest cart into the member's.
 * keepalive, because a sign-in is often followed by a navigation.
 */
export async function synchronizeCart(): Promise<void> {
  try {
    await apiFetch(sameOriginUrl(endpoints.synchronizeCart), {
      method: "POST",
      keepalive: true,
      sessionRule: false,
    });
  } catch {
    // The guest cart stays where it is; the next sign-in synchronises again.
  }
  await refreshCartBadge();
}
