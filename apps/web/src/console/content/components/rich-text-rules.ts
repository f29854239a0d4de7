import { parseVideoUrl, vimeoEmbedUrl, youtubeEmbedUrl } from "@clinic/shared/video";

/**
 * The rich text editor's rules that need no DOM (unit-tested in node): addresses typed into the toolbar, kept to
 * what sanitizeRichText (@clinic/shared/rich-text) keeps (http(s), mailto and tel links, site paths, YouTube/Vimeo
 * embeds in their canonical form), and the HTML handed to the form.
 */

// "example.com:8080/a" has a port, not a scheme: real schemes here never contain a dot.
const SCHEME = /^([a-z][a-z\d+-]*):/i;
const KEPT_SCHEMES = ["http", "https", "mailto", "tel"];

/**
 * The href for a typed link address, "" to remove the link, or null when the address cannot be a link.
 * A bare domain ("example.com/a") becomes https; site paths ("/events/3") and fragments stay as they are.
 */
export function linkHref(input: string): string | null {
  const text = input.trim();
  if (text === "") return "";
  if (/\s/.test(text)) return null;
  if (text.startsWith("#") || (text.startsWith("/") && !text.startsWith("//"))) return text;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === "mailto" || scheme === "tel") return text.length > scheme.length + 1 ? text : null;
  const absolute = scheme ? text : `https://${text.replace(/^\/\//, "")}`;
  if (scheme && !KEPT_SCHEMES.includes(scheme)) return null;
  try {
    const url = new URL(absolute);
    // A host without a dot ("hello") is almost always a typo for a word, not an intranet address.
    return url.hostname.includes(".") ? absolute : null;
  } catch {
    return null;
  }
}

/** The canonical embed address of a YouTube or Vimeo link (the one the sanitiser writes), or null for others. */
export function videoEmbedSrc(input: string | null | undefined): string | null {
  const video = input ? parseVideoUrl(input) : null;
  if (!video) return null;
  return video.provider === "youtube" ? youtubeEmbedUrl(video.id) : vimeoEmbedUrl(video.id);
}

/** Stored markup the visual editor has no node for: editing it there would turn it into plain paragraphs. */
const UNSUPPORTED_TAG = /<(figure|figcaption|video|source|caption)\b/i;

export const hasUnsupportedMarkup = (html: string) => UNSUPPORTED_TAG.test(html);

/**
 * What the editor hands to the form: "" for an empty document (so required fields say so), and without the empty
 * paragraphs the editor keeps at the end for typing after a table or video (they would add a gap on the page).
 */
export function editorOutput(html: string): string {
  return html.replace(/(<p><\/p>)+$/, "");
}
