"use client";

import dynamic from "next/dynamic";

// The cart badge's sync renders nothing: it loads after the page has hydrated instead of with its first script.
// The widget loader is not deferred: until it runs, the widget's state is "idle" and a reservation button pressed
// then would get the phone fallback instead of waiting for the widget (seen in CI under load).
export const CartBadgeSync = dynamic(
  () => import("./cart-badge-sync").then((module) => module.CartBadgeSync),
  {
    ssr: false,
  },
);
