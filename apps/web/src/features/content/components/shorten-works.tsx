import type { ShortenWork } from "@clinic/shared";
import styles from "./introduce-sections.module.css";
import { VideoThumbnail } from "./video-thumbnail";

/** The clinic's short clips: thumbnails linking to the videos (only rendered when there are any). */
export function ShortenWorks({ works }: { works: ShortenWork[] }) {
  return (
    <section className={styles.section} aria-labelledby="shorten-works-title">
      <div className={styles.sectionHead}>
        <h2 id="shorten-works-title" className={styles.sectionTitle}>
          영상으로 보는 병원
        </h2>
      </div>
      <ul className={styles.workGrid}>
        {works.map((work) => (
          <li key={work.id} className={styles.work}>
            <VideoThumbnail url={work.videoUrl} title={work.title} />
            <p className={styles.workTitle}>{work.title}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
