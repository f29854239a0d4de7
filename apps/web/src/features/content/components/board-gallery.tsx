import type { BoardSummary } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/features/catalogue/dates";
import { rowLang } from "@/features/i18n/row-lang";
import { Link } from "@/ui/status/intent-link";
import { boardPostHref } from "../board-links";
import { isoDate } from "../dates";
import styles from "./board-gallery.module.css";

/** Intrinsic size of post thumbnails (4:3); CSS scales them. */
const THUMBNAIL_WIDTH = 800;
const THUMBNAIL_HEIGHT = 600;

/** GALLERY layout: thumbnail cards with title, excerpt and date; the whole card is one link. */
export function BoardGallery({ posts }: { posts: BoardSummary[] }) {
  const t = useTranslations("content");
  const language = useLocale();
  return (
    <ul className={styles.gallery} data-testid="board-gallery">
      {posts.map((post) => (
        <li key={post.id}>
          <article className={styles.card}>
            <Link href={boardPostHref(post.boardTypeId, post.id)} className={styles.cardLink}>
              <div className={styles.cardMedia}>
                {post.thumbnailUrl ? (
                  // biome-ignore lint/performance/noImgElement: media are our own SVGs; images.unoptimized
                  <img
                    className={styles.cardImage}
                    src={post.thumbnailUrl}
                    alt=""
                    width={THUMBNAIL_WIDTH}
                    height={THUMBNAIL_HEIGHT}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={styles.cardPlaceholder} aria-hidden="true" />
                )}
                {post.isPinned ? <span className={styles.cardPin}>{t("pinned")}</span> : null}
              </div>
              <div className={styles.cardBody}>
                <h2 className={styles.cardTitle} lang={rowLang(language, post, "title")}>
                  {post.title}
                </h2>
                {post.excerpt ? (
                  <p className={styles.cardExcerpt} lang={rowLang(language, post, "contentHtml")}>
                    {post.excerpt}
                  </p>
                ) : null}
                <time className={styles.cardDate} dateTime={isoDate(post.createdAt)}>
                  {formatDate(post.createdAt, language)}
                </time>
              </div>
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
