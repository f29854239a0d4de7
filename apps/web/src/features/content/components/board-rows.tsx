import type { BoardSummary } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/features/catalogue/dates";
import { rowLang } from "@/features/i18n/row-lang";
import { formatNumber } from "@/ui/format/intl";
import { Link } from "@/ui/status/intent-link";
import { boardPostHref } from "../board-links";
import { isoDate } from "../dates";
import styles from "./board-list.module.css";

/** LIST layout: one row per post (공지 mark, title, date, views), like a table but stacking on a phone. */
export function BoardRows({ posts }: { posts: BoardSummary[] }) {
  const t = useTranslations("content");
  const language = useLocale();
  return (
    <div className={styles.rows}>
      <div className={styles.rowHead} aria-hidden="true">
        <span>{t("kind")}</span>
        <span>{t("title")}</span>
        <span>{t("written")}</span>
        <span>{t("views")}</span>
      </div>
      <ul className={styles.rowList} data-testid="board-rows">
        {posts.map((post) => (
          <li key={post.id} className={styles.row} data-pinned={post.isPinned || undefined}>
            <span className={styles.kind}>
              {post.isPinned ? (
                <span className={styles.pin}>{t("pinned")}</span>
              ) : (
                <span className={styles.dot} aria-hidden="true" />
              )}
            </span>
            <Link
              href={boardPostHref(post.boardTypeId, post.id)}
              className={styles.rowTitle}
              lang={rowLang(language, post, "title")}
            >
              {post.title}
            </Link>
            <time className={styles.rowDate} dateTime={isoDate(post.createdAt)}>
              {formatDate(post.createdAt, language)}
            </time>
            <span className={styles.rowViews}>
              <span className={styles.viewsLabel}>{t("viewsLabel")}</span>
              {formatNumber(post.viewCount, language)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
