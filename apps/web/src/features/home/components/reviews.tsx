import type { PartnerReview } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/features/catalogue/dates";
import { rowLang } from "@/features/i18n/row-lang";
import { formatNumber } from "@/ui/format/intl";
import styles from "./reviews.module.css";
import { Stars } from "./stars";

interface ReviewsProps {
  reviews: readonly PartnerReview[];
  averageRating: number | null;
  total: number;
}

/** '고객 후기': the average rating over all reviews and the newest reviews as cards. */
export function Reviews({ reviews, averageRating, total }: ReviewsProps) {
  const t = useTranslations("home");
  const language = useLocale();
  return (
    <div className={styles.layout}>
      {averageRating !== null ? (
        <div className={styles.summary} data-testid="review-average">
          <p className={styles.average}>
            <span className="visually-hidden">{t("averageRating")}</span>
            {averageRating.toFixed(1)}
          </p>
          <Stars rating={averageRating} size="large" />
          <p className={styles.total}>{t("reviewCount", { count: formatNumber(total, language) })}</p>
        </div>
      ) : null}
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.card} data-testid="review-card">
            <Stars rating={review.rating} />
            <p className={styles.content} lang="ko">
              {review.content}
            </p>
            <p className={styles.meta}>
              <span className={styles.author} lang="ko">
                {review.authorName}
              </span>
              {review.productName ? (
                <span className={styles.product} lang={rowLang(language, review, "productName")}>
                  {review.productName}
                </span>
              ) : null}
              <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
