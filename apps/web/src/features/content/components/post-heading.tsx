import type { ReactNode } from "react";
import { formatDate } from "@/features/catalogue/dates";
import { isoDate } from "../dates";
import styles from "./post-heading.module.css";

const counts = new Intl.NumberFormat("ko-KR");

interface PostHeadingProps {
  /** The board's name, usually a link back to its list. */
  board: ReactNode;
  title: string;
  createdAt: string;
  viewCount: number;
  pinned?: boolean;
}

/** Top of a post: board name, the page's <h1>, date and view count. */
export function PostHeading({ board, title, createdAt, viewCount, pinned = false }: PostHeadingProps) {
  return (
    <header className={styles.heading}>
      <p className={styles.board}>
        {pinned ? <span className={styles.pin}>공지</span> : null}
        {board}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <dl className={styles.meta}>
        <div>
          <dt>작성일</dt>
          <dd>
            <time dateTime={isoDate(createdAt)}>{formatDate(createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>조회</dt>
          <dd data-testid="post-views">{counts.format(viewCount)}</dd>
        </div>
      </dl>
    </header>
  );
}
