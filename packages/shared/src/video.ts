/**
 * Video links (spec section 5): YouTube watch, short, embed and shorts links and Vimeo links are recognised.
 * Pure and browser-safe (only URL, fetch and AbortSignal), so both the API and the web app can import it as
 * `@clinic/shared/video`.
 */

export type VideoRef = { provider: "youtube"; id: string } | { provider: "vimeo"; id: string };

/** How long the Vimeo thumbnail lookup may take before the page renders without it. */
export const VIMEO_THUMBNAIL_TIMEOUT_MS = 3000;
/** How long a found Vimeo thumbnail address may be reused (ours: thumbnails rarely change). */
export const VIMEO_THUMBNAIL_MAX_AGE_SECONDS = 86_400;

/** Spec 5: a YouTube id is exactly 11 characters. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,15}$/;
/** Host prefixes that serve the same pages as the bare domain. */
const HOST_PREFIX = /^(www|m|music)\./;

function toUrl(raw: string): URL | null {
  let text = raw.trim();
  // Editors often store protocol-relative (`//www.youtube.com/embed/…`) or scheme-less (`youtu.be/…`) links.
  if (text.startsWith("//")) text = `https:${text}`;
  else if (!/^[a-z][a-z\d+.-]*:/i.test(text)) text = `https://${text}`;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

const youtube = (id: string | null | undefined): VideoRef | null =>
  id && YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null;

const vimeo = (id: string | undefined): VideoRef | null =>
  id && VIMEO_ID.test(id) ? { provider: "vimeo", id } : null;

/** Recognises a YouTube or Vimeo link and returns its provider and video id; anything else is null. */
export function parseVideoUrl(url: string): VideoRef | null {
  const parsed = toUrl(url);
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase().replace(HOST_PREFIX, "");
  const segments = parsed.pathname.split("/").filter(Boolean);
  const [first, second] = segments;

  switch (host) {
    case "youtu.be":
      return segments.length === 1 ? youtube(first) : null;
    case "youtube.com":
      if (first === "watch" && segments.length === 1) return youtube(parsed.searchParams.get("v"));
      if ((first === "embed" || first === "shorts") && segments.length === 2) return youtube(second);
      return null;
    case "youtube-nocookie.com":
      return first === "embed" && segments.length === 2 ? youtube(second) : null;
    case "vimeo.com":
      // vimeo.com/123456, and vimeo.com/123456/abcdef (unlisted link; the hash is not kept).
      return segments.length <= 2 ? vimeo(first) : null;
    case "player.vimeo.com":
      return first === "video" && segments.length === 2 ? vimeo(second) : null;
    default:
      return null;
  }
}

/** The thumbnail is built from the id, with no call (spec 5). */
export const youtubeThumbnailUrl = (id: string) =>
  `https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`;

export interface YoutubeEmbedOptions {
  autoplay?: boolean;
  /** Browsers only autoplay muted video. */
  mute?: boolean;
  loop?: boolean;
}

export function youtubeEmbedUrl(id: string, options: YoutubeEmbedOptions = {}): string {
  const safeId = encodeURIComponent(id);
  const params = new URLSearchParams();
  if (options.autoplay) params.set("autoplay", "1");
  if (options.mute) params.set("mute", "1");
  if (options.loop) {
    // YouTube only loops a single video when it is also named as the playlist.
    params.set("loop", "1");
    params.set("playlist", id);
  }
  const query = params.toString();
  return `https://www.youtube.com/embed/${safeId}${query ? `?${query}` : ""}`;
}

export const vimeoEmbedUrl = (id: string) => `https://player.vimeo.com/video/${encodeURIComponent(id)}`;

/** The provider's own page for a video, for "watch on …" links. */
export const videoPageUrl = (video: VideoRef) =>
  video.provider === "youtube"
    ? `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`
    : `https://vimeo.com/${encodeURIComponent(video.id)}`;

export interface FetchVimeoThumbnailOptions {
  fetch?: typeof globalThis.fetch;
  log?: (...args: unknown[]) => void;
  timeoutMs?: number;
}

async function readThumbnail(response: Response): Promise<string> {
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  const thumbnail = Array.isArray(body) ? (body[0] as { thumbnail_large?: unknown } | undefined) : undefined;
  const value = thumbnail?.thumbnail_large;
  if (typeof value !== "string" || !/^https?:\/\//i.test(value)) {
    throw new Error("answer has no thumbnail_large address");
  }
  return value;
}

/**
 * Looks up a Vimeo video's large thumbnail (spec 7, non-backend call). Spec 8: any failure (bad id, no answer,
 * non-2xx, bad JSON, missing field, timeout) is logged and answers "", so the caller shows a placeholder.
 */
export async function fetchVimeoThumbnail(
  id: string,
  options: FetchVimeoThumbnailOptions = {},
): Promise<string> {
  const {
    fetch: fetchImpl = globalThis.fetch,
    log = console.error,
    timeoutMs = VIMEO_THUMBNAIL_TIMEOUT_MS,
  } = options;
  try {
    if (!VIMEO_ID.test(id)) throw new Error("not a Vimeo video id");
    const response = await fetchImpl(`https://vimeo.com/api/v2/video/${id}.json`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return await readThumbnail(response);
  } catch (error) {
    log(`[video] Vimeo thumbnail for ${JSON.stringify(id)} failed`, error);
    return "";
  }
}
