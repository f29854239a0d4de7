import type { ShortenWork } from "@clinic/shared";
import { useTranslations } from "next-intl";
import styles from "./introduce-sections.module.css";
import { VideoThumbnail } from "./video-thumbnail";

/** The clinic's short clips: thumbnails linking to the videos (only rendered when there are any). */
export function ShortenWorks({ works }: { works: ShortenWork[] }) {
  const t = useTranslations("content");
  return (
    <section className={styles.section} aria-labelledby="shorten-works-title">
      <div className={styles.sectionHead}>
        <h2 id="shorten-works-title" className={styles.sectionTitle}>
          {t("videos")}
        </h2>
      </div>
      <ul className={styles.workGrid}>
        {works.map((work) => (
          <li key={work.id} className={styles.work}>
            <div lang="ko">
              <VideoThumbnail url={work.videoUrl} title={work.title} />
            </div>
            <p className={styles.workTitle} lang="ko">
              {work.title}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
