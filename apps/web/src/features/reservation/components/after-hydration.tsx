"use client";

import dynamic from "next/dynamic";

// The widget loader and the cart badge's sync render nothing: they load after the page has hydrated instead of
// with its first script. The widget's own script was always added at run time; a reservation button pressed
// before it is ready waits for it (use-reservation-widget.ts), as it did before.
export const ReservationWidgetLoader = dynamic(
  () => import("./reservation-widget-loader").then((module) => module.ReservationWidgetLoader),
  { ssr: false },
);
export const CartBadgeSync = dynamic(
  () => import("./cart-badge-sync").then((module) => module.CartBadgeSync),
  {
    ssr: false,
  },
);
