"use client";

import { useEffect } from "react";
import { uiStore } from "@/features/client-state/ui-state";
import { usePathname } from "@/ui/language/navigation";
import { scrollTokens } from "@/ui/styles/tokens";
import { computeIsScroll } from "./scroll-flag";

/** Keeps uiStore.isScroll current: on scroll, on (debounced) resize and content size changes, and per page. */
export function ScrollTracker() {
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) means a new document height
  useEffect(() => {
    const update = () => {
      const root = document.documentElement;
      uiStore.set({
        isScroll: computeIsScroll({
          scrollY: window.scrollY,
          scrollHeight: root.scrollHeight,
          viewportHeight: window.innerHeight,
          threshold: scrollTokens.thresholdPx,
        }),
      });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const debounced = () => {
      clearTimeout(timer);
      timer = setTimeout(update, scrollTokens.resizeDebounceMs);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", debounced);
    // Content that loads late (images, client lists) changes how far the page can scroll.
    const observer = new ResizeObserver(debounced);
    observer.observe(document.body);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", debounced);
      observer.disconnect();
    };
  }, [pathname]);

  return null;
}
