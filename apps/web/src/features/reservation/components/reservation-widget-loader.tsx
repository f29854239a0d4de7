"use client";

import { useEffect } from "react";
import { parseCustomer } from "@/features/client-guards/customer";
import { authStore } from "@/features/client-state/session-state";
import { signedIn } from "@/features/session/client";
import { refreshCartBadge } from "../cart-client";
import { type WidgetSiteSettings, widgetInitOptions } from "../init-options";
import { initWithRetry, loadWidgetScript } from "../loader";
import { widgetOpenFromQuery } from "../query-open";
import { openReservation, reservationStore, setWidgetStatus } from "../use-reservation-widget";
import { WIDGET_CART_CHANGED_EVENT, WIDGET_CLOSED_EVENT, WIDGET_OPENED_EVENT } from "../widget-api";

/** The widget's event after a guest signs in inside it (apps/widget/src/steps/contact.ts). */
const WIDGET_SIGNED_IN_EVENT = "clinic:signed-in";

interface ReservationWidgetLoaderProps {
  /** The versioned script URL (lib/reservation/widget-script.ts). */
  src: string;
  settings: WidgetSiteSettings;
}

// The script and init happen once per page load, however often the shell re-renders or navigates client-side.
let started = false;

/**
 * Loads the reservation widget like a third-party embed (async script added at runtime), initialises it with
 * this site's settings and the page's UTM values (retried every 500 ms up to 3 times, spec 4), then honours the
 * opening query parameters (spec 2). A failure leaves the buttons on the fallback toast. Rendered once per page
 * by the floating layer.
 */
export function ReservationWidgetLoader({ src, settings }: ReservationWidgetLoaderProps) {
  useEffect(() => {
    if (started) return;
    started = true;
    setWidgetStatus("loading");
    // The widget asks /customers/this only when the page knows of a session: a guest's 401 is a console error.
    const options = {
      ...widgetInitOptions(settings, window.location),
      hasSession: () => authStore.get().customer !== null,
    };
    const openOnLoad = widgetOpenFromQuery(window.location.search);
    void (async () => {
      const loaded = await loadWidgetScript(src);
      const widget = loaded
        ? await initWithRetry((api) => api.init(options), {
            widget: () => window.ClinicReservation,
            setTimeout: (callback, ms) => window.setTimeout(callback, ms),
          })
        : null;
      if (!widget) {
        // Next time this page is mounted (e.g. after a client-side error boundary) it may try again.
        started = false;
        setWidgetStatus("failed");
        return;
      }
      setWidgetStatus("ready");
      if (openOnLoad) openReservation(openOnLoad);
    })();
  }, [src, settings]);

  // A guest who verifies inside the widget is signed in by the pass-through's cookie; the page's own state
  // (header, my-page link, cart merge) learns it from the widget's event.
  useEffect(() => {
    const onSignedIn = (event: Event) => {
      const customer = parseCustomer((event as CustomEvent<{ customer?: unknown }>).detail?.customer);
      if (customer !== null) signedIn(customer);
    };
    window.addEventListener(WIDGET_SIGNED_IN_EVENT, onSignedIn);
    return () => window.removeEventListener(WIDGET_SIGNED_IN_EVENT, onSignedIn);
  }, []);

  // The dialog's open state (popups keep away from it) and the cart lines it removed or booked (the badge).
  useEffect(() => {
    const onOpened = () => reservationStore.set({ open: true });
    const onClosed = () => reservationStore.set({ open: false });
    const onCartChanged = () => void refreshCartBadge();
    window.addEventListener(WIDGET_OPENED_EVENT, onOpened);
    window.addEventListener(WIDGET_CLOSED_EVENT, onClosed);
    window.addEventListener(WIDGET_CART_CHANGED_EVENT, onCartChanged);
    return () => {
      window.removeEventListener(WIDGET_OPENED_EVENT, onOpened);
      window.removeEventListener(WIDGET_CLOSED_EVENT, onClosed);
      window.removeEventListener(WIDGET_CART_CHANGED_EVENT, onCartChanged);
    };
  }, []);
  return null;
}
