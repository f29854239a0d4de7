"use client";

import dynamic from "next/dynamic";

// The feedback leaves render nothing a visitor sees before they act (no toast, no route change, no scroll yet, a
// session to restore from storage): their code loads after the page has hydrated instead of with its first script.
export const ScrollTracker = dynamic(
  () => import("./scroll-tracker").then((module) => module.ScrollTracker),
  {
    ssr: false,
  },
);
export const ToastLayer = dynamic(() => import("./toast-layer").then((module) => module.ToastLayer), {
  ssr: false,
});
export const RouteProgress = dynamic(
  () => import("./route-progress").then((module) => module.RouteProgress),
  {
    ssr: false,
  },
);
export const SessionRuntime = dynamic(
  () => import("@/features/session/components/session-runtime").then((module) => module.SessionRuntime),
  { ssr: false },
);
