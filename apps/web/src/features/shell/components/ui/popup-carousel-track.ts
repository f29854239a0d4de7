"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { popup } from "@/ui/styles/tokens";

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Keeps a scroll-snap track and the active slide index in step. Buttons, dots and autoplay scroll the track to a
 * slide (smoothly unless the visitor prefers reduced motion); swipes scroll it directly, and the active index
 * follows once the track rests on a slide. While a scroll we started is under way, intermediate positions are
 * ignored, so a quick second click never acts on a half-way index.
 */
export function usePopupCarouselTrack(count: number, width: number) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const activeRef = useRef(active);
  activeRef.current = active;
  const ours = useRef<number | null>(null);

  const goTo = useCallback(
    (index: number) => {
      const element = track.current;
      if (!element || count === 0) return;
      const target = ((index % count) + count) % count;
      window.clearTimeout(ours.current ?? undefined);
      // Released by scrollend, or after a guard time where scrollend is not supported or nothing moved.
      ours.current = window.setTimeout(() => {
        ours.current = null;
      }, popup.scrollGuardMs);
      element.scrollTo({
        left: target * element.clientWidth,
        behavior: prefersReducedMotion() ? "auto" : "smooth",
      });
      setActive(target);
    },
    [count],
  );

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const restingIndex = (): number | null => {
      const pitch = Math.max(1, element.clientWidth);
      const index = Math.round(element.scrollLeft / pitch);
      // Mandatory snapping leaves the track exactly on a slide once it rests.
      if (Math.abs(element.scrollLeft - index * pitch) > 1) return null;
      return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
    };
    let settle: number | undefined;
    const onScroll = () => {
      if (ours.current !== null) return;
      window.clearTimeout(settle);
      settle = window.setTimeout(() => {
        const index = restingIndex();
        if (index !== null) setActive(index);
      }, popup.scrollSettleMs);
    };
    const onScrollEnd = () => {
      window.clearTimeout(ours.current ?? undefined);
      ours.current = null;
      const index = restingIndex();
      if (index !== null) setActive(index);
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    element.addEventListener("scrollend", onScrollEnd);
    return () => {
      window.clearTimeout(settle);
      element.removeEventListener("scroll", onScroll);
      element.removeEventListener("scrollend", onScrollEnd);
    };
  }, [count]);

  // Keep the active slide in place when fit-to-screen resizes the popup.
  useEffect(() => {
    const element = track.current;
    if (element && width > 0) element.scrollLeft = activeRef.current * element.clientWidth;
  }, [width]);

  return { track, active, goTo };
}

export { prefersReducedMotion };
