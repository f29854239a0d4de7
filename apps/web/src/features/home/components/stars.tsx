import { useTranslations } from "next-intl";
import type { CSSProperties } from "react";
import styles from "./stars.module.css";

/** Ratings are out of five stars. */
export const MAX_RATING = 5;

/** A rating as five stars, filled to the (possibly fractional) value; read out as '5점 만점에 n점'. */
export function Stars({ rating, size = "default" }: { rating: number; size?: "default" | "large" }) {
  const t = useTranslations("home");
  const clamped = Math.min(Math.max(rating, 0), MAX_RATING);
  return (
    <span
      className={styles.stars}
      data-size={size}
      role="img"
      aria-label={t("stars", { max: MAX_RATING, rating: clamped })}
      style={{ "--fill": `${(clamped / MAX_RATING) * 100}%` } as CSSProperties}
    >
      <span aria-hidden="true">{"★".repeat(MAX_RATING)}</span>
    </span>
  );
}
