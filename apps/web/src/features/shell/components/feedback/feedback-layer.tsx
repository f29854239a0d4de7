import { Suspense } from "react";
import { SessionRuntime } from "@/features/session/components/session-runtime";
import { RouteProgress, ScrollTracker, ToastLayer } from "./after-hydration";

/**
 * Page-wide feedback, rendered before the rest of the shell: the isScroll tracker, the toast stack, the route
 * progress bar and the session runtime (persisted state, 401 reconciliation, last path). A server component;
 * each part is a small client leaf; all but the session runtime load after hydration (after-hydration.tsx).
 */
export function FeedbackLayer() {
  return (
    <>
      <ScrollTracker />
      <ToastLayer />
      <SessionRuntime />
      {/* useSearchParams needs a Suspense boundary so static pages can still be prerendered. */}
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
    </>
  );
}
