"use client";

import { useTranslations } from "next-intl";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { slider } from "@/ui/styles/tokens";
import styles from "./carousel.module.css";
import { useSwipe } from "./use-swipe";

interface CarouselProps {
  count: number;
  label: string;
  children: ReactNode;
}

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A sliding track with the slider defaults of spec 9 (300 ms transition, 3000 ms autoplay; swipes by threshold,
 * touch angle and long-swipe rules, see swipe.ts), dots and arrow keys. Autoplay pauses while the pointer or
 * focus is inside and is off for visitors who prefer reduced motion; slides out of view are inert.
 */
export function Carousel({ count, label, children }: CarouselProps) {
  const t = useTranslations("homeClient");
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);

  const goTo = useCallback((index: number) => setActive(((index % count) + count) % count), [count]);
  // A swipe never wraps around: past the last slide it springs back.
  const onSwipe = useCallback(
    (direction: -1 | 1) => setActive((current) => Math.min(Math.max(current + direction, 0), count - 1)),
    [count],
  );
  const { offset, handlers } = useSwipe(onSwipe);

  useEffect(() => setReducedMotion(prefersReducedMotion()), []);

  // Keyboard and screen-reader users only reach the slide in view.
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    Array.from(element.children).forEach((slide, index) => {
      (slide as HTMLElement).inert = index !== active;
    });
  }, [active]);

  const paused = hovered || focused || offset !== null;
  useEffect(() => {
    if (count < 2 || paused || reducedMotion) return;
    const timer = window.setTimeout(() => goTo(active + 1), slider.autoplayDelayMs);
    return () => window.clearTimeout(timer);
  }, [active, count, paused, reducedMotion, goTo]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === "ArrowRight") goTo(active + 1);
    else if (event.key === "ArrowLeft") goTo(active - 1);
    else return;
    event.preventDefault();
  };

  const dragging = offset !== null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys on the carousel region, buttons inside stay usable
    <div
      className={styles.root}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      data-active={active}
      data-testid="carousel"
    >
      <div className={styles.viewport}>
        <div
          ref={track}
          className={styles.track}
          data-testid="carousel-track"
          style={{
            transform: `translate3d(calc(${-active * 100}% + ${offset ?? 0}px), 0, 0)`,
            transition: dragging || reducedMotion ? "none" : `transform ${slider.transitionMs}ms ease`,
          }}
          {...(count > 1 ? handlers : {})}
        >
          {children}
        </div>
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
              aria-label={t("showBanner", { n: index + 1 })}
              className={styles.dot}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
