import type { NoticeSummary } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/features/catalogue/dates";
import styles from "@/features/content/components/board-list.module.css";
import { isoDate } from "@/features/content/dates";
import { rowLang } from "@/features/i18n/row-lang";
import { Link } from "@/ui/status/intent-link";
import { noticeHref } from "./cscenter-links";

interface NoticeRowsProps {
  notices: readonly NoticeSummary[];
  /** Hides the column headings (the hub's short list). */
  compact?: boolean;
  testId?: string;
}

/**
 * Notices as rows (구분, 제목, 작성일), the board list's rows without the views column: pinned ones marked 공지 and
 * tinted, stacking on a phone.
 */
export function NoticeRows({ notices, compact = false, testId = "notice-rows" }: NoticeRowsProps) {
  const t = useTranslations("cscenter");
  const language = useLocale();
  return (
    <div className={styles.rows} data-variant="notice" data-compact={compact || undefined}>
      {compact ? null : (
        <div className={styles.rowHead} aria-hidden="true">
          <span>{t("kind")}</span>
          <span>{t("title")}</span>
          <span>{t("written")}</span>
        </div>
      )}
      <ul className={styles.rowList} data-testid={testId}>
        {notices.map((notice) => (
          <li key={notice.id} className={styles.row} data-pinned={notice.isPinned || undefined}>
            <span className={styles.kind}>
              {notice.isPinned ? (
                <span className={styles.pin}>{t("pinned")}</span>
              ) : (
                <span className={styles.dot} aria-hidden="true" />
              )}
            </span>
            <Link
              href={noticeHref(notice.id)}
              className={styles.rowTitle}
              lang={rowLang(language, notice, "title")}
            >
              {notice.title}
            </Link>
            <time className={styles.rowDate} dateTime={isoDate(notice.createdAt)} data-testid="notice-date">
              {formatDate(notice.createdAt, language)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
