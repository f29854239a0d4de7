"use client";

import { useEffect } from "react";
import { authStore, restoreStore } from "@/features/client-state/session-state";
import { useStore } from "@/features/client-state/store";
import { onSignedIn } from "@/features/session/client";
import { refreshCartBadge, synchronizeCart } from "../cart-client";

/**
 * Keeps the header's cart badge current: read once the persisted session is known and again whenever the
 * visitor signs in or out; a sign-in first merges the guest cart into the member's (POST /carts/synchronization).
 */
export function CartBadgeSync() {
  const restored = useStore(restoreStore, (state) => state.restored);
  const customerId = useStore(authStore, (state) => state.customer?.id ?? null);

  useEffect(() => onSignedIn(() => void synchronizeCart()), []);

  useEffect(() => {
    if (!restored) return;
    void customerId;
    void refreshCartBadge();
  }, [restored, customerId]);

  return null;
}
