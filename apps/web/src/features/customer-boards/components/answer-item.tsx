import type { CustomerPostAnswer } from "@clinic/shared";
import type { ReactNode } from "react";
import { formatDate } from "@/features/catalogue/dates";
import { isoDate } from "@/features/content/dates";
import styles from "./post-view.module.css";

/** One clinic answer: who answered and when, and its body (rich text rendered by the caller). */
export function AnswerItem({ answer, children }: { answer: CustomerPostAnswer; children: ReactNode }) {
  return (
    <li className={styles.answer}>
      <p className={styles.answerMeta}>
        <span className={styles.answerMark} aria-hidden="true">
          A
        </span>
        <strong>{answer.authorName}</strong>
        <time dateTime={isoDate(answer.createdAt)}>{formatDate(answer.createdAt)}</time>
      </p>
      {children}
    </li>
  );
}
