import type { NoticeSummary } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { Link } from "@/ui/status/intent-link";
import { NOTICE_LIST_PATH } from "./cscenter-links";
import styles from "./hub.module.css";
import { NoticeRows } from "./notice-rows";

/** The newest notices (pinned first) with the way to all of them. */
export function LatestNotices({ notices }: { notices: readonly NoticeSummary[] }) {
  const t = useTranslations("cscenter");
  return (
    <section className={styles.panel} aria-labelledby="latest-notices-title">
      <div className={styles.panelHead}>
        <h2 id="latest-notices-title" className={styles.panelTitle}>
          {t("latestNotices")}
        </h2>
        <Link href={NOTICE_LIST_PATH} className={styles.more}>
          {t("seeAll")}
          <span className="visually-hidden">{t("seeAllNotices")}</span>
        </Link>
      </div>
      {notices.length > 0 ? (
        <NoticeRows notices={notices} compact testId="latest-notices" />
      ) : (
        <p className={styles.none}>{t("noNotices")}</p>
      )}
    </section>
  );
}
