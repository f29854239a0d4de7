"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** How often the desk asks the server again, so reservations booked meanwhile appear without a reload. */
export const DESK_REFRESH_MS = 15_000;

/** Re-renders the server page every 15 s while the tab is visible (a hidden tab costs the API nothing). */
export function AutoRefresh() {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, DESK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return null;
}
