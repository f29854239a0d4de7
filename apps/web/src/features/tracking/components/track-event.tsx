"use client";

import { useEffect, useRef } from "react";
import { pushToDataLayer } from "../data-layer";
import type { TrackingEvent } from "../events";

/**
 * Pushes one tracking event when it is shown (a server page builds the event, e.g. view_item or search). The same
 * event is pushed once per mount: React's development double effects and re-renders do not repeat it, a changed
 * event (another keyword on the same page) is pushed again.
 */
export function TrackEvent({ event }: { event: TrackingEvent }) {
  const pushed = useRef<string | null>(null);
  const key = JSON.stringify(event);
  useEffect(() => {
    if (pushed.current === key) return;
    pushed.current = key;
    pushToDataLayer(JSON.parse(key) as TrackingEvent);
  }, [key]);
  return null;
}
