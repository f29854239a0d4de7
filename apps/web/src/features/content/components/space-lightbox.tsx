"use client";

import type { PartnerSpace } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFocusTrap } from "@/features/a11y/focus-trap";
import { lockPageScroll } from "@/features/header/scroll-lock";
import { keyStep, stepIndex } from "../gallery-index";
import styles from "./space-gallery.module.css";

interface SpaceLightboxProps {
  spaces: PartnerSpace[];
  start: number;
  /** Called with the index shown last, so the grid can focus that picture. */
  onClose: (last: number) => void;
}

/** Intrinsic size of space pictures (3:2, the generated artwork's ratio); CSS scales them. */
export const SPACE_IMAGE_WIDTH = 1200;
export const SPACE_IMAGE_HEIGHT = 800;

/** The larger view: one picture with its caption, previous/next, Escape and arrow keys, focus kept inside. */
export function SpaceLightbox({ spaces, start, onClose }: SpaceLightboxProps) {
  const t = useTranslations("contentClient");
  const [index, setIndex] = useState(start);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const indexRef = useRef(index);
  indexRef.current = index;
  const space = spaces[index];

  const close = useCallback(() => onClose(indexRef.current), [onClose]);
  useFocusTrap(dialogRef, true, close, closeRef);

  useEffect(() => lockPageScroll(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const next = keyStep(event.key, indexRef.current, spaces.length);
      if (next === null) return;
      event.preventDefault();
      setIndex(next);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [spaces.length]);

  if (!space) return null;
  const titleId = `space-lightbox-title-${space.id}`;

  return (
    <div className={styles.layer}>
      {/* A click beside the picture closes it; keyboard users have Escape and the close button. */}
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={close}
        data-testid="space-lightbox-backdrop"
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        tabIndex={-1}
      >
        <div className={styles.stage}>
          {/* biome-ignore lint/performance/noImgElement: media are our own SVGs; images.unoptimized */}
          <img
            key={space.id}
            className={styles.large}
            src={space.imageUrl}
            alt={space.title}
            width={SPACE_IMAGE_WIDTH}
            height={SPACE_IMAGE_HEIGHT}
            decoding="async"
          />
        </div>
        <div className={styles.bar}>
          <div className={styles.barText}>
            <h2 id={titleId} className={styles.dialogTitle} lang="ko">
              {space.title}
            </h2>
            {space.description ? (
              <p className={styles.dialogDescription} lang="ko">
                {space.description}
              </p>
            ) : null}
          </div>
          <p className={styles.counter} aria-live="polite">
            <span className="visually-hidden">{t("photo")}</span>
            {index + 1} / {spaces.length}
          </p>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.control}
              onClick={() => setIndex(stepIndex(index, -1, spaces.length))}
              aria-label={t("previousPhoto")}
              disabled={spaces.length < 2}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              className={styles.control}
              onClick={() => setIndex(stepIndex(index, 1, spaces.length))}
              aria-label={t("nextPhoto")}
              disabled={spaces.length < 2}
            >
              <Chevron direction="right" />
            </button>
            <button
              ref={closeRef}
              type="button"
              className={styles.control}
              onClick={close}
              aria-label={t("close")}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
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
