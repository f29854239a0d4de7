import type { BoardDetail } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import { Link } from "@/ui/status/intent-link";
import { boardListHref, boardPostHref } from "../board-links";
import styles from "./board-post.module.css";

/** Previous and next posts in the board's list order, and the way back to the list. */
export function BoardPostNav({ post }: { post: BoardDetail }) {
  const t = useTranslations("content");
  const language = useLocale();
  const neighbours = [
    { key: "previous", label: t("previousPost"), target: post.previous, rel: "prev" },
    { key: "next", label: t("nextPost"), target: post.next, rel: "next" },
  ] as const;
  return (
    <nav className={styles.postNav} aria-label={t("otherPosts")}>
      <ul className={styles.neighbours}>
        {neighbours.map(({ key, label, target, rel }) => (
          <li key={key} className={styles.neighbour} data-testid={`post-${key}`}>
            <span className={styles.neighbourLabel}>{label}</span>
            {target ? (
              <Link
                href={boardPostHref(post.boardTypeId, target.id)}
                rel={rel}
                className={styles.neighbourLink}
                lang={rowLang(language, target, "title")}
              >
                {target.title}
              </Link>
            ) : (
              <span className={styles.neighbourNone}>
                {key === "previous" ? t("noPrevious") : t("noNext")}
              </span>
            )}
          </li>
        ))}
      </ul>
      <Link href={boardListHref(post.boardTypeId)} className={styles.back}>
        {t("backToList")}
      </Link>
    </nav>
  );
}
