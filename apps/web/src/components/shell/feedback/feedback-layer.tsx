import { Suspense } from "react";
import { RouteProgress } from "./route-progress";
import { ScrollTracker } from "./scroll-tracker";
import { ToastLayer } from "./toast-layer";

/**
 * Page-wide feedback, rendered before the rest of the shell: the isScroll tracker, the toast stack and the
 * route progress bar. A server component; each part is a small client leaf.
 */
export function FeedbackLayer() {
  return (
    <>
      <ScrollTracker />
      <ToastLayer />
      {/* useSearchParams needs a Suspense boundary so static pages can still be prerendered. */}
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
    </>
  );
}
