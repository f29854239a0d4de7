import type { BoardSummary } from "@clinic/shared";
import { formatDate } from "@/features/catalogue/dates";
import { Link } from "@/ui/status/intent-link";
import { boardPostHref } from "../board-links";
import { isoDate } from "../dates";
import styles from "./board-list.module.css";

const views = new Intl.NumberFormat("ko-KR");

/** LIST layout: one row per post (공지 mark, title, date, views), like a table but stacking on a phone. */
export function BoardRows({ posts }: { posts: BoardSummary[] }) {
  return (
    <div className={styles.rows}>
      <div className={styles.rowHead} aria-hidden="true">
        <span>구분</span>
        <span>제목</span>
        <span>작성일</span>
        <span>조회</span>
      </div>
      <ul className={styles.rowList} data-testid="board-rows">
        {posts.map((post) => (
          <li key={post.id} className={styles.row} data-pinned={post.isPinned || undefined}>
            <span className={styles.kind}>
              {post.isPinned ? (
                <span className={styles.pin}>공지</span>
              ) : (
                <span className={styles.dot} aria-hidden="true" />
              )}
            </span>
            <Link href={boardPostHref(post.boardTypeId, post.id)} className={styles.rowTitle}>
              {post.title}
            </Link>
            <time className={styles.rowDate} dateTime={isoDate(post.createdAt)}>
              {formatDate(post.createdAt)}
            </time>
            <span className={styles.rowViews}>
              <span className={styles.viewsLabel}>조회 </span>
              {views.format(post.viewCount)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
