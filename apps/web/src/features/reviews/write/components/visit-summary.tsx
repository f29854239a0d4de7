import type { ReviewForm } from "@clinic/shared";
import { type ReviewPageLanguage, reviewTexts } from "../../dictionary";
import { formatVisit } from "../../review-form-state";
import styles from "./review-page.module.css";

/** The visit being reviewed: when, which treatments (or a consultation) and the name the review will carry. */
export function VisitSummary({ form, language }: { form: ReviewForm; language: ReviewPageLanguage }) {
  const texts = reviewTexts[language];
  return (
    <dl className={styles.visit} data-testid="review-visit">
      <div className={styles.visitRow}>
        <dt>{texts.visitedAt}</dt>
        <dd>
          <time dateTime={form.visitedAt}>{formatVisit(form.visitedAt, language)}</time>
        </dd>
      </div>
      <div className={styles.visitRow}>
        <dt>{texts.treatments}</dt>
        {form.productNames.length > 0 ? (
          <dd lang="ko">{form.productNames.join(", ")}</dd>
        ) : (
          <dd>{texts.consultation}</dd>
        )}
      </div>
      <div className={styles.visitRow}>
        <dt>{texts.author}</dt>
        <dd lang="ko">{form.authorName}</dd>
      </div>
    </dl>
  );
}
