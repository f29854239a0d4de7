"use client";

import { useTranslations } from "next-intl";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { paginationRows } from "@/features/popups";
import { popup } from "@/ui/styles/tokens";
import styles from "./popup-carousel.module.css";
import { prefersReducedMotion, usePopupCarouselTrack } from "./popup-carousel-track";

export interface PopupSlide {
  key: string | number;
  /** Shown in the strip under the image while the slide is active (HTML, so it can be Korean). */
  caption: string;
  content: ReactNode;
}

interface PopupCarouselProps {
  slides: PopupSlide[];
  /** Image area in px (or CSS lengths before the viewport is known); the caption strip is added below it. */
  width: number | string;
  height: number | string;
  /** Accessible name of the carousel region. */
  label: string;
  /** The page's language, for the controls inside a popup whose content is Korean (issue 29). */
  controlsLang?: string;
}

/**
 * The items of one popup: a scroll-snap track (touch swipe for free) with prev/next buttons, arrow keys, dots
 * in rows of 4/5/6 and a 5 s autoplay that pauses while pointer or focus is inside and stays off for visitors
 * who prefer reduced motion. Slides out of view are inert, so Tab never lands on a hidden link.
 */
export function PopupCarousel({ slides, width, height, label, controlsLang }: PopupCarouselProps) {
  const t = useTranslations("shell");
  const root = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const { track, active, goTo } = usePopupCarouselTrack(count, typeof width === "number" ? width : 0);

  const paused = hovered || focused;
  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setTimeout(() => goTo(active + 1), popup.autoplayMs);
    return () => window.clearTimeout(timer);
  }, [active, count, paused, goTo]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === "ArrowRight") goTo(active + 1);
    else if (event.key === "ArrowLeft") goTo(active - 1);
    else return;
    event.preventDefault();
  };

  const rows = paginationRows(count);
  const current = slides[active];
  return (
    <section
      ref={root}
      className={styles.root}
      style={{ width }}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} style={{ height }}>
        <div ref={track} className={styles.track}>
          {slides.map((slide, index) => (
            <div key={slide.key} className={styles.slide} inert={index !== active}>
              {slide.content}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              aria-label={t("previousImage")}
              lang={controlsLang}
              onClick={() => goTo(active - 1)}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={t("nextImage")}
              lang={controlsLang}
              onClick={() => goTo(active + 1)}
            >
              <Chevron direction="right" />
            </button>
          </>
        ) : null}
      </div>
      <div className={styles.strip}>
        <p className={styles.caption} aria-live={paused ? "polite" : "off"}>
          {current?.caption}
        </p>
        {count > 1 ? (
          <div className={styles.dots}>
            {rows.map((size, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, not data
              <div key={row} className={styles.dotRow}>
                {Array.from({ length: size }, (_, column) => {
                  const index = rows.slice(0, row).reduce((sum, value) => sum + value, 0) + column;
                  return (
                    <button
                      key={slides[index]?.key ?? index}
                      type="button"
                      className={styles.dot}
                      aria-label={t("nthImage", { n: index + 1 })}
                      lang={controlsLang}
                      aria-current={index === active ? "true" : undefined}
                      onClick={() => goTo(index)}
                    />
                  );
                })}
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
