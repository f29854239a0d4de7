import type { CustomerPostDetail } from "@clinic/shared";
import { formatDate } from "@/features/catalogue/dates";
import { isoDate } from "@/features/content/dates";
import { Link } from "@/ui/status/intent-link";
import { customerBoardHref } from "./customer-board-links";
import { AnswerStatus, PrivateMark } from "./post-marks";
import styles from "./post-view.module.css";

/** Top of a post: its board, the page's <h1>, author, date, answer status and, when private, the lock. */
export function PostHeader({ post }: { post: CustomerPostDetail }) {
  return (
    <header className={styles.heading}>
      <p className={styles.board}>
        <Link href={customerBoardHref(post.boardTypeId)}>{post.boardType.name}</Link>
      </p>
      <h1 className={styles.title}>{post.title}</h1>
      <dl className={styles.meta}>
        <div>
          <dt>작성자</dt>
          <dd data-testid="post-author">{post.authorName}</dd>
        </div>
        <div>
          <dt>작성일</dt>
          <dd>
            <time dateTime={isoDate(post.createdAt)}>{formatDate(post.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">상태</dt>
          <dd className={styles.marks}>
            {post.isPrivate ? <PrivateMark /> : null}
            <AnswerStatus answerCount={post.answerCount} />
          </dd>
        </div>
      </dl>
    </header>
  );
}
