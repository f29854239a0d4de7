"use client";

import dynamic from "next/dynamic";

// The feedback leaves render nothing a visitor sees before they act (no toast, no route change, no scroll yet):
// their code loads after the page has hydrated instead of with its first script. The session runtime is not among
// them: it registers the router that a page's own first effects may already use (an expired session goes home
// without reloading the page, so its toast stays), and it restores the persisted state the chat waits for.
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
