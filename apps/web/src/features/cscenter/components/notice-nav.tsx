import type { NoticeDetail } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import styles from "@/features/content/components/board-post.module.css";
import { rowLang } from "@/features/i18n/row-lang";
import { Link } from "@/ui/status/intent-link";
import { NOTICE_LIST_PATH, noticeHref } from "./cscenter-links";

/** Previous and next notices in list order (pinned first, then newest), and the way back to the list. */
export function NoticeNav({ notice }: { notice: NoticeDetail }) {
  const t = useTranslations("cscenter");
  const language = useLocale();
  const neighbours = [
    {
      key: "previous",
      label: t("previousPost"),
      none: t("noPrevious"),
      target: notice.previous,
      rel: "prev",
    },
    { key: "next", label: t("nextPost"), none: t("noNext"), target: notice.next, rel: "next" },
  ] as const;
  return (
    <nav className={styles.postNav} aria-label={t("otherNotices")}>
      <ul className={styles.neighbours}>
        {neighbours.map(({ key, label, none, target, rel }) => (
          <li key={key} className={styles.neighbour} data-testid={`notice-${key}`}>
            <span className={styles.neighbourLabel}>{label}</span>
            {target ? (
              <Link
                href={noticeHref(target.id)}
                rel={rel}
                className={styles.neighbourLink}
                lang={rowLang(language, target, "title")}
              >
                {target.title}
              </Link>
            ) : (
              <span className={styles.neighbourNone}>{none}</span>
            )}
          </li>
        ))}
      </ul>
      <Link href={NOTICE_LIST_PATH} className={styles.back}>
        {t("backToList")}
      </Link>
    </nav>
  );
}
