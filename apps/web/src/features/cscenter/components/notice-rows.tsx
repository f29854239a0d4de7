import type { NoticeSummary } from "@clinic/shared";
import { formatDate } from "@/features/catalogue/dates";
import { isoDate } from "@/features/content/dates";
import { Link } from "@/ui/status/intent-link";
import { noticeHref } from "./cscenter-links";
import styles from "./notice-list.module.css";

interface NoticeRowsProps {
  notices: readonly NoticeSummary[];
  /** Hides the column headings (the hub's short list). */
  compact?: boolean;
  testId?: string;
}

/** Notices as rows (구분, 제목, 작성일): pinned ones marked 공지 and tinted, stacking on a phone. */
export function NoticeRows({ notices, compact = false, testId = "notice-rows" }: NoticeRowsProps) {
  return (
    <div className={styles.rows} data-compact={compact || undefined}>
      {compact ? null : (
        <div className={styles.rowHead} aria-hidden="true">
          <span>구분</span>
          <span>제목</span>
          <span>작성일</span>
        </div>
      )}
      <ul className={styles.rowList} data-testid={testId}>
        {notices.map((notice) => (
          <li key={notice.id} className={styles.row} data-pinned={notice.isPinned || undefined}>
            <span className={styles.kind}>
              {notice.isPinned ? (
                <span className={styles.pin}>공지</span>
              ) : (
                <span className={styles.dot} aria-hidden="true" />
              )}
            </span>
            <Link href={noticeHref(notice.id)} className={styles.rowTitle}>
              {notice.title}
            </Link>
            <time className={styles.rowDate} dateTime={isoDate(notice.createdAt)}>
              {formatDate(notice.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
