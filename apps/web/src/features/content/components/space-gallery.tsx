"use client";

import type { PartnerSpace } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import styles from "./space-gallery.module.css";
import { SPACE_IMAGE_HEIGHT, SPACE_IMAGE_WIDTH, SpaceLightbox } from "./space-lightbox";

/** The clinic's spaces as a grid of captioned pictures; a picture opens a larger view (the lightbox). */
export function SpaceGallery({ spaces }: { spaces: PartnerSpace[] }) {
  const t = useTranslations("contentClient");
  const [open, setOpen] = useState<number | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  const close = useCallback((last: number) => {
    setOpen(null);
    // Focus returns to the picture the visitor ended on, so keyboard users keep their place in the grid.
    triggers.current[last]?.focus();
  }, []);

  return (
    <>
      <ul className={styles.grid} data-testid="space-gallery">
        {spaces.map((space, index) => (
          <li key={space.id}>
            <figure className={styles.figure}>
              <button
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                type="button"
                className={styles.trigger}
                onClick={() => setOpen(index)}
                aria-haspopup="dialog"
                aria-label={t("enlarge", { title: space.title })}
                lang="ko"
              >
                {/* biome-ignore lint/performance/noImgElement: media are our own SVGs; images.unoptimized */}
                <img
                  className={styles.image}
                  src={space.imageUrl}
                  alt={space.title}
                  width={SPACE_IMAGE_WIDTH}
                  height={SPACE_IMAGE_HEIGHT}
                  loading="lazy"
                  decoding="async"
                />
              </button>
              <figcaption className={styles.caption} lang="ko">
                <span className={styles.title}>{space.title}</span>
                {space.description ? <span className={styles.description}>{space.description}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {open !== null ? <SpaceLightbox spaces={spaces} start={open} onClose={close} /> : null}
    </>
  );
}
