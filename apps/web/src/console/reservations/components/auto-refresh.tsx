"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { pendingStreamOpen, watchPending } from "../live/pending-live";

/** While the live stream is not open (refused, reconnecting), the desk asks the server again this often. */
export const DESK_REFRESH_MS = 15_000;

/**
 * Re-renders the server page whenever the clinic's live stream tells of a changed reservation (the first event
 * only says how things are), so bookings made meanwhile appear without a reload. Without the stream it falls back
 * to asking every 15 s while the tab is visible (a hidden tab costs the API nothing).
 */
export function AutoRefresh({ partnerId }: { partnerId: number }) {
  const router = useRouter();
  useEffect(() => {
    let first = true;
    const stop = watchPending(partnerId, () => {
      if (first) first = false;
      else router.refresh();
    });
    const timer = window.setInterval(() => {
      if (!pendingStreamOpen(partnerId) && document.visibilityState === "visible") router.refresh();
    }, DESK_REFRESH_MS);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [partnerId, router]);
  return null;
}
