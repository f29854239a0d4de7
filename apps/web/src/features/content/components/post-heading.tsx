import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatDate } from "@/features/catalogue/dates";
import { formatNumber } from "@/ui/format/intl";
import { isoDate } from "../dates";
import styles from "./post-heading.module.css";

interface PostHeadingProps {
  /** The board's name, usually a link back to its list. */
  board: ReactNode;
  title: string;
  createdAt: string;
  viewCount: number;
  pinned?: boolean;
  /** The title's language (the clinic's content, issue 29). */
  titleLang?: string;
}

/** Top of a post: board name, the page's <h1>, date and view count. */
export function PostHeading({
  board,
  title,
  createdAt,
  viewCount,
  pinned = false,
  titleLang,
}: PostHeadingProps) {
  const t = useTranslations("content");
  const language = useLocale();
  return (
    <header className={styles.heading}>
      <p className={styles.board}>
        {pinned ? <span className={styles.pin}>{t("pinned")}</span> : null}
        {board}
      </p>
      <h1 className={styles.title} lang={titleLang}>
        {title}
      </h1>
      <dl className={styles.meta}>
        <div>
          <dt>{t("written")}</dt>
          <dd>
            <time dateTime={isoDate(createdAt)}>{formatDate(createdAt, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("views")}</dt>
          <dd data-testid="post-views">{formatNumber(viewCount, language)}</dd>
        </div>
      </dl>
    </header>
  );
}
