import type { NoticeDetail } from "@clinic/shared";
import styles from "@/features/content/components/board-post.module.css";
import { Link } from "@/ui/status/intent-link";
import { NOTICE_LIST_PATH, noticeHref } from "./cscenter-links";

/** Previous and next notices in list order (pinned first, then newest), and the way back to the list. */
export function NoticeNav({ notice }: { notice: NoticeDetail }) {
  const neighbours = [
    { key: "previous", label: "이전 글", none: "이전 글이 없습니다.", target: notice.previous, rel: "prev" },
    { key: "next", label: "다음 글", none: "다음 글이 없습니다.", target: notice.next, rel: "next" },
  ] as const;
  return (
    <nav className={styles.postNav} aria-label="다른 공지 보기">
      <ul className={styles.neighbours}>
        {neighbours.map(({ key, label, none, target, rel }) => (
          <li key={key} className={styles.neighbour} data-testid={`notice-${key}`}>
            <span className={styles.neighbourLabel}>{label}</span>
            {target ? (
              <Link href={noticeHref(target.id)} rel={rel} className={styles.neighbourLink}>
                {target.title}
              </Link>
            ) : (
              <span className={styles.neighbourNone}>{none}</span>
            )}
          </li>
        ))}
      </ul>
      <Link href={NOTICE_LIST_PATH} className={styles.back}>
        목록으로
      </Link>
    </nav>
  );
}
