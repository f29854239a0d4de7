import type { Ref } from "react";
import { Link } from "@/ui/status/intent-link";
import { type ReviewPageLanguage, reviewTexts } from "../../dictionary";
import { withClinic } from "../../with-clinic";
import styles from "./review-page.module.css";

interface ReviewOutcomeProps {
  kind: "thanks" | "submitted" | "expired";
  language: ReviewPageLanguage;
  clinic: string;
  /** The heading takes the focus after a submission, so keyboard and screen-reader users land on it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** What a link shows once there is nothing to write: thanks (just now or earlier) or that it has expired. */
export function ReviewOutcome({ kind, language, clinic, headingRef }: ReviewOutcomeProps) {
  const texts = reviewTexts[language];
  const expired = kind === "expired";
  return (
    <section
      className={styles.outcome}
      data-kind={kind}
      data-testid={expired ? "review-expired" : "review-thanks"}
    >
      <span className={styles.outcomeMark} aria-hidden="true">
        {expired ? "!" : "★"}
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.outcomeTitle}>
        {expired ? texts.expiredTitle : texts.thanksTitle}
      </h2>
      <p className={styles.outcomeText}>
        {expired
          ? withClinic(texts.expiredBody, clinic)
          : kind === "submitted"
            ? texts.submittedBody
            : texts.thanksBody}
      </p>
      {/* The home page's review section shows the newest reviews. */}
      <Link href="/" className={styles.homeLink}>
        {texts.home}
      </Link>
    </section>
  );
}
