"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import styles from "./product-gallery.module.css";

/** Intrinsic size hint of product detail pictures (3:2 artwork); other shapes are letterboxed, never cropped. */
const IMAGE_SIZE = { width: 1200, height: 800 } as const;
const THUMB_SIZE = { width: 108, height: 72 } as const;

interface ProductGalleryProps {
  images: readonly string[];
  name: string;
  /** The language of the name in the alt text (the clinic's content, issue 29). */
  nameLang?: string;
}

/** The product's pictures: one large, the others as thumbnail buttons that swap it in. */
export function ProductGallery({ images, name, nameLang }: ProductGalleryProps) {
  const t = useTranslations("catalogueClient");
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <div className={styles.empty} aria-hidden="true" />;
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <div className={styles.main}>
        {/* biome-ignore lint/performance/noImgElement: media are served as they are (images.unoptimized) */}
        <img
          className={styles.image}
          src={current}
          alt={t("image", { name, n: index + 1 })}
          lang={nameLang}
          width={IMAGE_SIZE.width}
          height={IMAGE_SIZE.height}
          fetchPriority="high"
        />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t("chooseImage")}>
          {images.map((url, position) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t("showImage", { n: position + 1 })}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
              >
                {/* biome-ignore lint/performance/noImgElement: media are served as they are (images.unoptimized) */}
                <img src={url} alt="" width={THUMB_SIZE.width} height={THUMB_SIZE.height} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
