import type { ClinicReservationApi } from "./widget-api";

/** Spec 4: initialisation is retried every 500 ms, up to 3 times, while the widget's global is not there yet. */
export const INIT_RETRY_INTERVAL_MS = 500;
export const INIT_RETRIES = 3;

/** Attribute marking the script tag, so a second loader on the page reuses it instead of loading twice. */
const SCRIPT_MARK = "data-clinic-reservation-widget";

/**
 * Adds the widget script the way a third-party widget is embedded: an async <script> appended at runtime.
 * Resolves true when it loaded, false when it failed (the caller keeps the fallback toast).
 */
export function loadWidgetScript(src: string, doc: Document = document): Promise<boolean> {
  const existing = doc.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARK}]`);
  if (existing) return Promise.resolve(true);
  return new Promise((resolve) => {
    const script = doc.createElement("script");
    script.src = src;
    script.async = true;
    script.setAttribute(SCRIPT_MARK, "");
    script.addEventListener("load", () => resolve(true), { once: true });
    script.addEventListener("error", () => {
      script.remove();
      resolve(false);
    });
    doc.head.appendChild(script);
  });
}

export interface InitScheduler {
  /** Reads the global (window.ClinicReservation). */
  widget(): ClinicReservationApi | undefined;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Calls `init` on the widget now or, when its global is not defined yet, again every 500 ms up to 3 more times.
 * Resolves with the widget once initialised, null when it never appeared or init threw.
 */
export function initWithRetry(
  init: (widget: ClinicReservationApi) => void,
  scheduler: InitScheduler,
): Promise<ClinicReservationApi | null> {
  return new Promise((resolve) => {
    const attempt = (retriesLeft: number) => {
      const widget = scheduler.widget();
      if (widget) {
        try {
          init(widget);
          resolve(widget);
        } catch (error) {
          console.error("[reservation] widget init failed", error);
          resolve(null);
        }
        return;
      }
      if (retriesLeft <= 0) {
        resolve(null);
        return;
      }
      scheduler.setTimeout(() => attempt(retriesLeft - 1), INIT_RETRY_INTERVAL_MS);
    };
    attempt(INIT_RETRIES);
  });
}
