import { useLocale, useTranslations } from "next-intl";
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
  titleLang,
}: {
  title: string;
  createdAt: string;
  pinned: boolean;
  /** The language of the title (the clinic's content, issue 29). */
  titleLang?: string;
}) {
  const t = useTranslations("cscenter");
  const language = useLocale();
  return (
    <header className={styles.heading}>
      <p className={styles.board}>
        {pinned ? <span className={styles.pin}>{t("pinned")}</span> : null}
        <Link href={NOTICE_LIST_PATH}>{t("notices")}</Link>
      </p>
      <h1 className={styles.title} lang={titleLang}>
        {title}
      </h1>
      <dl className={styles.meta}>
        <div>
          <dt>{t("written")}</dt>
          <dd>
            <time dateTime={isoDate(createdAt)} data-testid="notice-date">
              {formatDate(createdAt, language)}
            </time>
          </dd>
        </div>
      </dl>
    </header>
  );
}
