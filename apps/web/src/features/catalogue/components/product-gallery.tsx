"use client";

import { useState } from "react";
import styles from "./product-gallery.module.css";

/** Intrinsic size hint of product detail pictures (3:2 artwork); other shapes are letterboxed, never cropped. */
const IMAGE_SIZE = { width: 1200, height: 800 } as const;
const THUMB_SIZE = { width: 108, height: 72 } as const;

interface ProductGalleryProps {
  images: readonly string[];
  name: string;
}

/** The product's pictures: one large, the others as thumbnail buttons that swap it in. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
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
          alt={`${name} 이미지 ${index + 1}`}
          width={IMAGE_SIZE.width}
          height={IMAGE_SIZE.height}
          fetchPriority="high"
        />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label="이미지 선택">
          {images.map((url, position) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`${position + 1}번째 이미지 보기`}
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
