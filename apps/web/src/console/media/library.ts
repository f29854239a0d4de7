import type { MediaAsset, SiteImage } from "@clinic/shared";

/** What the image picker offers: the clinic's uploads, the site's other images, and where to upload a new one. */
export interface MediaLibrary {
  uploads: MediaAsset[];
  site: SiteImage[];
  /** The console's upload route (POST, multipart `file`; JSON answer when asked with Accept: application/json). */
  uploadPath: string;
}

/** A server action bound to the clinic (media/actions.ts listMediaAction). */
export type LoadMedia = () => Promise<MediaLibrary>;

/** The upload route's JSON answer. */
export type UploadAnswer = { ok: true; asset: MediaAsset } | { ok: false; message: string };
