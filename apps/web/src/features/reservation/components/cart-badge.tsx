"use client";

import { useTranslations } from "next-intl";
import { useCartCount, useSessionRestored } from "@/features/session/client";
import styles from "./cart-badge.module.css";

/** Largest number shown; more reads "99+". */
const MAX_SHOWN = 99;

/**
 * The cart count (spec 3 badge cartCount) on the floating reservation button, where the cart is opened (the
 * treatment flow starts from it); nothing while empty or before the session is restored.
 */
export function CartBadge({ className }: { className?: string }) {
  const t = useTranslations("reservationClient");
  const count = useCartCount();
  const restored = useSessionRestored();
  if (!restored || count <= 0) return null;
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} data-testid="cart-badge">
      <span aria-hidden="true">{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>
      <span className="visually-hidden">{t("cartCount", { count })}</span>
    </span>
  );
}
