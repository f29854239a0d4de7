"use client";

import { REVIEW_RATING_MAX } from "@clinic/shared";
import { useState } from "react";
import styles from "./review-page.module.css";

interface StarRatingProps {
  name: string;
  legend: string;
  value: number | null;
  onChange: (rating: number) => void;
  /** Accessible name of each star, e.g. "4점". */
  starLabel: (n: number) => string;
  error?: string;
  errorId: string;
}

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/**
 * 1–5 stars as a native radio group in a fieldset: arrow keys move the choice, screen readers announce "4점,
 * 5개 중 4번째". The radios are visually hidden and the stars are their labels; hovering previews a rating.
 */
export function StarRating({ name, legend, value, onChange, starLabel, error, errorId }: StarRatingProps) {
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  return (
    <fieldset
      className={styles.rating}
      data-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.label}>
        {legend}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the radios do the choosing */}
      <div className={styles.stars} onMouseLeave={() => setPreview(null)}>
        {STARS.map((n) => (
          <label
            key={n}
            className={styles.star}
            data-on={n <= shown || undefined}
            onMouseEnter={() => setPreview(n)}
          >
            <input
              type="radio"
              name={name}
              value={n}
              className="visually-hidden"
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{starLabel(n)}</span>
          </label>
        ))}
        <span className={styles.ratingValue} aria-hidden="true">
          {value ? starLabel(value) : ""}
        </span>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
