import type { CustomerPostDetail } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/features/catalogue/dates";
import { isoDate } from "@/features/content/dates";
import { Link } from "@/ui/status/intent-link";
import { customerBoardHref } from "./customer-board-links";
import { AnswerStatus, PrivateMark } from "./post-marks";
import styles from "./post-view.module.css";

/** Top of a post: its board, the page's <h1>, author, date, answer status and, when private, the lock. */
export function PostHeader({ post }: { post: CustomerPostDetail }) {
  const t = useTranslations("customerBoards");
  const language = useLocale();
  return (
    <header className={styles.heading}>
      <p className={styles.board}>
        <Link href={customerBoardHref(post.boardTypeId)} lang="ko">
          {post.boardType.name}
        </Link>
      </p>
      <h1 className={styles.title} lang="ko">
        {post.title}
      </h1>
      <dl className={styles.meta}>
        <div>
          <dt>{t("author")}</dt>
          <dd data-testid="post-author" lang="ko">
            {post.authorName}
          </dd>
        </div>
        <div>
          <dt>{t("written")}</dt>
          <dd>
            <time dateTime={isoDate(post.createdAt)}>{formatDate(post.createdAt, language)}</time>
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{t("state")}</dt>
          <dd className={styles.marks}>
            {post.isPrivate ? <PrivateMark /> : null}
            <AnswerStatus answerCount={post.answerCount} />
          </dd>
        </div>
      </dl>
    </header>
  );
}
