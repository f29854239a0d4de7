"use client";

import type { CustomerPostAnswer } from "@clinic/shared";
import richText from "@/ui/rich-text/rich-text.module.css";
import { AnswerItem } from "./answer-item";
import styles from "./post-view.module.css";

/**
 * Answers of a post opened in the browser with its password. The API sanitises every answer it sends
 * (customer-boards/present.ts), and these come straight from it through our same-origin /api, so they are
 * rendered as sent; re-sanitising here would put sanitize-html into the browser bundle.
 */
export function OpenedAnswers({ answers }: { answers: CustomerPostAnswer[] }) {
  return (
    <ol className={styles.answers}>
      {answers.map((answer) => (
        <AnswerItem key={answer.id} answer={answer}>
          <div
            className={richText.article}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (sanitizeRichText) on output.
            dangerouslySetInnerHTML={{ __html: answer.contentHtml }}
          />
        </AnswerItem>
      ))}
    </ol>
  );
}
