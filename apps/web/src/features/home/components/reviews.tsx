import type { PartnerReview } from "@clinic/shared";
import { formatDate } from "@/features/catalogue/dates";
import styles from "./reviews.module.css";
import { Stars } from "./stars";

interface ReviewsProps {
  reviews: readonly PartnerReview[];
  averageRating: number | null;
  total: number;
}

/** '고객 후기': the average rating over all reviews and the newest reviews as cards. */
export function Reviews({ reviews, averageRating, total }: ReviewsProps) {
  return (
    <div className={styles.layout}>
      {averageRating !== null ? (
        <div className={styles.summary} data-testid="review-average">
          <p className={styles.average}>
            <span className="visually-hidden">평균 평점 </span>
            {averageRating.toFixed(1)}
          </p>
          <Stars rating={averageRating} size="large" />
          <p className={styles.total}>후기 {new Intl.NumberFormat("ko-KR").format(total)}건</p>
        </div>
      ) : null}
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.card} data-testid="review-card">
            <Stars rating={review.rating} />
            <p className={styles.content}>{review.content}</p>
            <p className={styles.meta}>
              <span className={styles.author}>{review.authorName}</span>
              {review.productName ? <span className={styles.product}>{review.productName}</span> : null}
              <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
