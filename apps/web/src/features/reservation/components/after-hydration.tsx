"use client";

import dynamic from "next/dynamic";

// The cart badge's sync renders nothing: it loads after the page has hydrated instead of with its first script.
// The widget loader is deferred too, with the widget marked as loading from hydration on (a button pressed before
// it runs would otherwise get the phone fallback, seen in CI under load): reservation-widget-deferred.tsx.
export const CartBadgeSync = dynamic(
  () => import("./cart-badge-sync").then((module) => module.CartBadgeSync),
  {
    ssr: false,
  },
);
