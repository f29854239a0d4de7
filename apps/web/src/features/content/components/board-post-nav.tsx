import type { BoardDetail } from "@clinic/shared";
import { Link } from "@/ui/status/intent-link";
import { boardListHref, boardPostHref } from "../board-links";
import styles from "./board-post.module.css";

/** Previous and next posts in the board's list order, and the way back to the list. */
export function BoardPostNav({ post }: { post: BoardDetail }) {
  const neighbours = [
    { key: "previous", label: "이전 글", target: post.previous, rel: "prev" },
    { key: "next", label: "다음 글", target: post.next, rel: "next" },
  ] as const;
  return (
    <nav className={styles.postNav} aria-label="다른 글 보기">
      <ul className={styles.neighbours}>
        {neighbours.map(({ key, label, target, rel }) => (
          <li key={key} className={styles.neighbour} data-testid={`post-${key}`}>
            <span className={styles.neighbourLabel}>{label}</span>
            {target ? (
              <Link
                href={boardPostHref(post.boardTypeId, target.id)}
                rel={rel}
                className={styles.neighbourLink}
              >
                {target.title}
              </Link>
            ) : (
              <span className={styles.neighbourNone}>
                {key === "previous" ? "이전 글이 없습니다." : "다음 글이 없습니다."}
              </span>
            )}
          </li>
        ))}
      </ul>
      <Link href={boardListHref(post.boardTypeId)} className={styles.back}>
        목록으로
      </Link>
    </nav>
  );
}
