import { formatDate } from "@/features/catalogue/dates";
import styles from "@/features/content/components/post-heading.module.css";
import { isoDate } from "@/features/content/dates";
import { Link } from "@/ui/status/intent-link";
import { NOTICE_LIST_PATH } from "./cscenter-links";

/** Top of a notice: the list it belongs to, the page's <h1> and the date (Seoul calendar). */
export function NoticeHeading({
  title,
  createdAt,
  pinned,
}: {
  title: string;
  createdAt: string;
  pinned: boolean;
}) {
  return (
    <header className={styles.heading}>
      <p className={styles.board}>
        {pinned ? <span className={styles.pin}>공지</span> : null}
        <Link href={NOTICE_LIST_PATH}>공지사항</Link>
      </p>
      <h1 className={styles.title}>{title}</h1>
      <dl className={styles.meta}>
        <div>
          <dt>작성일</dt>
          <dd>
            <time dateTime={isoDate(createdAt)} data-testid="notice-date">
              {formatDate(createdAt)}
            </time>
          </dd>
        </div>
      </dl>
    </header>
  );
}
