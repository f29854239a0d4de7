"use client";

import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { slider } from "../../styles/tokens";
import styles from "./carousel.module.css";

interface CarouselProps {
  count: number;
  label: string;
  children: ReactNode;
}

/**
 * A scroll-snap track (swipe and keyboard scrolling work without JavaScript) with dots and autoplay on top.
 * Autoplay pauses while the pointer or focus is inside and is off for visitors who prefer reduced motion.
 */
export function Carousel({ count, label, children }: CarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);

  const goTo = useCallback((index: number) => {
    const element = track.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, behavior: "smooth" });
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const onScroll = () => setActive(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => element.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const events = [
      ["pointerenter", pause],
      ["pointerleave", resume],
      ["focusin", pause],
      ["focusout", resume],
    ] as const;
    for (const [name, listener] of events) element.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of events) element.removeEventListener(name, listener);
    };
  }, []);

  useEffect(() => {
    if (count < 2 || paused) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => goTo((active + 1) % count), slider.autoplayDelayMs);
    return () => window.clearInterval(timer);
  }, [active, count, paused, goTo]);

  return (
    <div ref={root} className={styles.root}>
      <div ref={track} className={styles.track}>
        {children}
      </div>
      {count > 1 ? (
        <div className={styles.dots} role="tablist" aria-label={label}>
          {Array.from({ length: count }, (_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: dots are positions, not data
              key={index}
              type="button"
              role="tab"
              aria-selected={index === active}
              aria-label={`${index + 1}번째 배너 보기`}
              className={styles.dot}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
