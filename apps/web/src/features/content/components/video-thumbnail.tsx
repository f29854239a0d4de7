import "server-only";
import {
  fetchVimeoThumbnail,
  parseVideoUrl,
  VIMEO_THUMBNAIL_MAX_AGE_SECONDS,
  type VideoRef,
  videoPageUrl,
  youtubeThumbnailUrl,
} from "@clinic/shared/video";
import { getTranslations } from "next-intl/server";
import styles from "./video-thumbnail.module.css";

/** Intrinsic size given to the <img> (16:9, the size of Vimeo's large thumbnail); CSS scales the box. */
const THUMBNAIL_WIDTH = 640;
const THUMBNAIL_HEIGHT = 360;

/** Vimeo's answer is kept in Next's data cache, so most renders never wait on Vimeo. Failures are not cached. */
const cachedFetch: typeof fetch = (input, init) => {
  const cached: RequestInit & { next?: { revalidate: number } } = {
    ...init,
    next: { revalidate: VIMEO_THUMBNAIL_MAX_AGE_SECONDS },
  };
  return fetch(input, cached);
};

/** YouTube thumbnails are built from the id; Vimeo needs a call, and "" (failure, spec 8) shows a placeholder. */
async function thumbnailFor(video: VideoRef): Promise<string> {
  if (video.provider === "youtube") return youtubeThumbnailUrl(video.id);
  return fetchVimeoThumbnail(video.id, { fetch: cachedFetch });
}

interface VideoThumbnailProps {
  /** A YouTube or Vimeo link; anything else renders nothing. */
  url: string;
  /** What the video is, for the link's accessible name. */
  title?: string;
  className?: string;
}

/**
 * A video's thumbnail with a play mark, linking to the video on its provider's site in a new tab. Plain <img>:
 * next.config sets images.unoptimized, so next/image would add nothing but a remote-pattern list to keep.
 */
export async function VideoThumbnail({ url, title, className }: VideoThumbnailProps) {
  const video = parseVideoUrl(url);
  if (!video) return null;
  const src = await thumbnailFor(video);
  const t = await getTranslations("content");
  const label = title ? t("watchVideoOf", { title }) : t("watchVideo");

  return (
    <a
      href={videoPageUrl(video)}
      target="_blank"
      rel="noopener noreferrer"
      className={className ? `${styles.thumbnail} ${className}` : styles.thumbnail}
    >
      {src ? (
        // biome-ignore lint/performance/noImgElement: images.unoptimized, and the thumbnail host is the provider's
        <img
          className={styles.image}
          src={src}
          alt=""
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
      <span className={styles.play} aria-hidden="true">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M9 6.5v11l9-5.5-9-5.5Z" fill="currentColor" />
        </svg>
      </span>
      <span className="visually-hidden">{label}</span>
    </a>
  );
}
