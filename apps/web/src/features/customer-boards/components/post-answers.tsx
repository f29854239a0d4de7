import "server-only";
import type { CustomerPostAnswer } from "@clinic/shared";
import { RichText } from "@/ui/rich-text/rich-text";
import { AnswerItem } from "./answer-item";
import styles from "./post-view.module.css";

/** The clinic's answers as the server loaded them, sanitised by RichText. */
export function PostAnswers({ answers }: { answers: CustomerPostAnswer[] }) {
  return (
    <ol className={styles.answers}>
      {answers.map((answer) => (
        <AnswerItem key={answer.id} answer={answer}>
          <RichText html={answer.contentHtml} />
        </AnswerItem>
      ))}
    </ol>
  );
}
