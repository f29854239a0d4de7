"use client";

import { Suspense, useEffect, useRef } from "react";
import { usePathname, useSearchParams } from "@/ui/language/navigation";
import { pushToDataLayer } from "../data-layer";
import { pageViewEvent } from "../events";

function PageViews() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // The last path pushed: one page_view per navigation, not per render or development double effect.
  const last = useRef<string | null>(null);
  useEffect(() => {
    const event = pageViewEvent(pathname, search, window.location.origin);
    if (last.current === event.page_path) return;
    last.current = event.page_path;
    pushToDataLayer(event);
  }, [pathname, search]);
  return null;
}

/** page_view on the first load and on every App Router navigation (path + query). Mounted once in the root layout. */
export function PageViewTracker() {
  // useSearchParams needs a Suspense boundary, or the whole page would render on the client only.
  return (
    <Suspense fallback={null}>
      <PageViews />
    </Suspense>
  );
}
