"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";
import type { WidgetSiteSettings } from "../init-options";
import { reservationStore, setWidgetStatus } from "../use-reservation-widget";

/** The loader's chunk could not be fetched (offline, a deploy in between): the buttons fall back to the phone. */
function LoaderUnavailable() {
  useEffect(() => setWidgetStatus("failed"), []);
  return null;
}

// The loader renders nothing; its code (script loading, init with retries, UTM reading) arrives after the page
// has hydrated instead of with its first script (issue 28, decision 0051).
const Loader = dynamic(
  () =>
    import("./reservation-widget-loader")
      .then((module) => module.ReservationWidgetLoader)
      .catch(() => LoaderUnavailable),
  { ssr: false },
);

/**
 * The reservation widget's loader, deferred. From hydration on the widget counts as loading, so a reservation
 * button pressed before the loader's chunk has arrived waits for the widget (use-reservation-widget.ts opens it
 * once ready) instead of answering with the phone fallback; if the chunk never arrives, the fallback answers.
 */
export function DeferredReservationWidgetLoader(props: { src: string; settings: WidgetSiteSettings }) {
  useEffect(() => {
    if (reservationStore.get().status === "idle") setWidgetStatus("loading");
  }, []);
  return <Loader {...props} />;
}
