import type { NoticeSummary } from "@clinic/shared";
import { Link } from "@/ui/status/intent-link";
import { NOTICE_LIST_PATH } from "./cscenter-links";
import styles from "./hub.module.css";
import { NoticeRows } from "./notice-rows";

/** The newest notices (pinned first) with the way to all of them. */
export function LatestNotices({ notices }: { notices: readonly NoticeSummary[] }) {
  return (
    <section className={styles.panel} aria-labelledby="latest-notices-title">
      <div className={styles.panelHead}>
        <h2 id="latest-notices-title" className={styles.panelTitle}>
          최근 공지사항
        </h2>
        <Link href={NOTICE_LIST_PATH} className={styles.more}>
          전체 보기<span className="visually-hidden"> 공지사항</span>
        </Link>
      </div>
      {notices.length > 0 ? (
        <NoticeRows notices={notices} compact testId="latest-notices" />
      ) : (
        <p className={styles.none}>등록된 공지사항이 없습니다.</p>
      )}
    </section>
  );
}
