import type { TrackingEvent } from "./events";

type DataLayerHost = { dataLayer?: unknown[] };

/**
 * The first thing every page runs (an inline script in the <head> of app/[site]/[lang]/layout.tsx), so the reservation
 * widget, the tag manager and our own pushes all find the same array. Kept tiny and without interpolation.
 */
export const DATA_LAYER_BOOTSTRAP = "window.dataLayer=window.dataLayer||[];";

/**
 * Spec 7: tracking events go to the page data layer (the tag manager reads it). Creating the array when the
 * tag manager has not loaded yet is the documented way: it replays the queue once it starts.
 */
export function pushToDataLayer(event: TrackingEvent, host: DataLayerHost | undefined = globalHost()): void {
  if (!host) return;
  host.dataLayer ??= [];
  // GTM's ecommerce guidance: clear the previous ecommerce object first, or its items merge into this event's.
  if ("ecommerce" in event) host.dataLayer.push({ ecommerce: null });
  host.dataLayer.push(event);
}

function globalHost(): DataLayerHost | undefined {
  return typeof window === "undefined" ? undefined : (window as unknown as DataLayerHost);
}
