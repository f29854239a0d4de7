import type { AfterNotice } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/features/catalogue/dates";
import { isoDate } from "@/features/content/dates";
import { rowLang } from "@/features/i18n/row-lang";
import { RichText } from "@/ui/rich-text/rich-text";
import styles from "./after-notices.module.css";

/** One post-treatment care notice: its title, when it was last revised, and the instructions. */
export function AfterNoticeSection({ notice, index }: { notice: AfterNotice; index: number }) {
  const t = useTranslations("cscenter");
  const language = useLocale();
  const titleId = `after-notice-${notice.id}`;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="after-notice">
      <header className={styles.head}>
        <span className={styles.number} aria-hidden="true">
          {String(index + 1).padStart(2, "0")}
        </span>
        <h2 id={titleId} className={styles.title} lang={rowLang(language, notice, "title")}>
          {notice.title}
        </h2>
        <p className={styles.updated}>
          {t("lastUpdated")}{" "}
          <time dateTime={isoDate(notice.updatedAt)}>{formatDate(notice.updatedAt, language)}</time>
        </p>
      </header>
      <div lang={rowLang(language, notice, "contentHtml")}>
        <RichText html={notice.contentHtml} />
      </div>
    </section>
  );
}
