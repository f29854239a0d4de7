import sanitizeHtml from "sanitize-html";
import { parseVideoUrl, vimeoEmbedUrl, youtubeEmbedUrl } from "./video";

/**
 * Rich text (articles, notices, treatment descriptions). The API sanitises on write and the web app again on
 * render, so the function is idempotent. Imported as `@clinic/shared/rich-text`, never from the package index, so
 * client bundles do not pull in sanitize-html.
 */

/** The only classes authors may put on span/div; everything else (and every style attribute) is dropped. */
export const RICH_TEXT_CLASSES = ["rt-align-left", "rt-align-center", "rt-align-right", "rt-highlight"];

/** Wrapper class of an embedded video: a responsive 16:9 box (spec 5). Generated, never authored. */
export const RICH_TEXT_VIDEO_CLASS = "rt-video";
const VIDEO_IFRAME_ATTRIBUTES = {
  title: "동영상",
  allowfullscreen: "",
  loading: "lazy",
  allow: "autoplay; encrypted-media; picture-in-picture",
};
const WEB_SCHEMES = ["http", "https"];
const EXTERNAL_HREF = /^(https?:)?\/\//i;
const KEPT_REL = ["nofollow", "ugc", "sponsored"];
const isDimension = (value: string) => /^\d{1,4}$/.test(value);

type Attributes = Record<string, string>;
const pick = (attribs: Attributes, names: string[], valid: (value: string) => boolean = () => true) =>
  Object.fromEntries(
    names.flatMap((name) => {
      const value = attribs[name]?.trim();
      return value && valid(value) ? [[name, value]] : [];
    }),
  );

/** YouTube/Vimeo iframes get a canonical src and fixed attributes; any other iframe loses its src and is dropped. */
function iframe(authoredSrc: string | undefined): sanitizeHtml.Tag {
  const video = authoredSrc ? parseVideoUrl(authoredSrc) : null;
  if (!video) return { tagName: "iframe", attribs: {} };
  const src = video.provider === "youtube" ? youtubeEmbedUrl(video.id) : vimeoEmbedUrl(video.id);
  return { tagName: "iframe", attribs: { src, ...VIDEO_IFRAME_ATTRIBUTES } };
}

function link(_tag: string, attribs: Attributes): sanitizeHtml.Tag {
  const href = attribs.href?.trim() ?? "";
  const newTab = EXTERNAL_HREF.test(href) || attribs.target === "_blank";
  const authoredRel = (attribs.rel ?? "").toLowerCase().split(/\s+/);
  const rel = KEPT_REL.filter((token) => authoredRel.includes(token));
  if (newTab) rel.push("noopener", "noreferrer");
  return {
    tagName: "a",
    attribs: {
      ...(href ? { href } : {}),
      ...(newTab ? { target: "_blank" } : {}),
      ...(rel.length ? { rel: rel.join(" ") } : {}),
    },
  };
}

/** Tags whose content is not article text: dropped with the tag (sanitize-html's defaults plus a few). */
const NON_TEXT_TAGS = "script style textarea option xmp noscript template object svg".split(" ");
const TH_SCOPES = ["row", "col", "rowgroup", "colgroup"];
/** Table cells keep numeric spans and (on th) a valid scope. */
const cell = (tagName: string) => (_tag: string, attribs: Attributes) => ({
  tagName,
  attribs: {
    ...pick(attribs, ["colspan", "rowspan"], isDimension),
    ...pick(attribs, ["scope"], (value) => TH_SCOPES.includes(value)),
  },
});

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["p", "br", "hr", "h2", "h3", "h4", "strong", "em", "u", "s", "ul", "ol", "li", "blockquote"],
    ...["a", "img", "figure", "figcaption", "span", "div", "iframe", "video", "source"],
    ...["table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "th", "td"],
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    iframe: ["src", "title", "allowfullscreen", "loading", "allow"],
    video: ["src", "poster", "autoplay", "muted", "loop", "playsinline"],
    source: ["src", "type"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  // rt-video is kept only so the filter below can recognise (and remove) our own wrapper.
  allowedClasses: { span: RICH_TEXT_CLASSES, div: [...RICH_TEXT_CLASSES, RICH_TEXT_VIDEO_CLASS] },
  allowedSchemes: [...WEB_SCHEMES, "mailto", "tel"],
  allowedSchemesByTag: { img: WEB_SCHEMES, video: WEB_SCHEMES, source: WEB_SCHEMES },
  allowedIframeHostnames: ["www.youtube.com", "player.vimeo.com"],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: "discard",
  nonTextTags: NON_TEXT_TAGS,
  selfClosing: [...(sanitizeHtml.defaults.selfClosing ?? []), "source", "col"],
  // Transforms never rename to a disallowed tag: sanitize-html then mislabels a later closing tag.
  transformTags: {
    // Pasted markup: map near-equivalents onto the allowed set. The page owns the h1.
    b: "strong",
    i: "em",
    del: "s",
    strike: "s",
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: link,
    img: (_tag, attribs) => ({
      tagName: "img",
      attribs: {
        ...pick(attribs, ["src"]),
        alt: attribs.alt ?? "",
        ...pick(attribs, ["width", "height"], isDimension),
        loading: "lazy",
      },
    }),
    iframe: (_tag, attribs) => iframe(attribs.src),
    // CKEditor stores media embeds as <oembed url="…">.
    oembed: (_tag, attribs) => iframe(attribs.url),
    video: (_tag, attribs) => ({
      tagName: "video",
      // Spec 5: video embeds autoplay muted and looped; playsinline keeps iOS from going full screen.
      attribs: { ...pick(attribs, ["src", "poster"]), autoplay: "", muted: "", loop: "", playsinline: "" },
    }),
    td: cell("td"),
    th: cell("th"),
  },
};

const isEmbed = (tag: string) => tag === "iframe" || tag === "oembed";
const NEEDS_SOURCE = ["iframe", "oembed", "img", "source"];

/** Per-call hooks. An iframe's content is never shown; dropping it keeps iframes empty for the wrapping below. */
function embedHooks(): Partial<sanitizeHtml.IOptions> {
  let openEmbeds = 0;
  return {
    onOpenTag: (tag) => {
      if (isEmbed(tag)) openEmbeds++;
    },
    onCloseTag: (tag) => {
      if (isEmbed(tag)) openEmbeds = Math.max(0, openEmbeds - 1);
    },
    textFilter: (text) => (openEmbeds > 0 ? "" : text),
    exclusiveFilter: (frame) => {
      if (openEmbeds > 0) return true;
      if (NEEDS_SOURCE.includes(frame.tag) && !frame.attribs.src) return true;
      // Our own video wrapper is removed here and regenerated below, so sanitising twice changes nothing.
      if (frame.tag === "div" && frame.attribs.class?.split(/\s+/).includes(RICH_TEXT_VIDEO_CLASS)) {
        return "excludeTag";
      }
      return false;
    },
  };
}

// Output escapes `>` in attribute values and iframes carry only our attributes: these match only our iframes.
const IFRAME = /<iframe [^>]*><\/iframe>/g;
const WRAPPED = `<div class="${RICH_TEXT_VIDEO_CLASS}">$&</div>`;
// A wrapped video that was a paragraph's only content replaces the paragraph (a div may not sit inside a <p>).
const LONE_VIDEO_PARAGRAPH = new RegExp(
  `<p>\\s*(<div class="${RICH_TEXT_VIDEO_CLASS}"><iframe [^>]*></iframe></div>)\\s*</p>`,
  "g",
);

/** Same lists, no transforms or hooks: re-parsing the wrapped output changes nothing but the nesting. */
const NORMALISE = { ...OPTIONS, transformTags: {} };

/** Sanitises article HTML: allowed markup only, YouTube/Vimeo iframes in a 16:9 wrapper, safe external links. */
export function sanitizeRichText(html: string): string {
  const wrapped = sanitizeHtml(html, { ...OPTIONS, ...embedHooks() })
    .replace(IFRAME, WRAPPED)
    .replace(LONE_VIDEO_PARAGRAPH, "$1");
  // A wrapper inside a <p> closes it when parsed (as in browsers): parse again so sanitising twice is a no-op.
  return wrapped.includes(RICH_TEXT_VIDEO_CLASS) ? sanitizeHtml(wrapped, NORMALISE) : wrapped;
}

const BLOCK_TAG = /<\/?(p|div|br|hr|h[1-6]|li|ul|ol|blockquote|figure|figcaption|table|caption|tr|td|th)\b/gi;
const ESCAPES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

/**
 * Plain text of rich text, for meta descriptions and search snippets: tags removed (block boundaries become
 * spaces), entities decoded, whitespace collapsed, and cut to maxLength characters ending in '…'.
 * The result is text, not HTML: render it escaped.
 */
export function richTextToPlainText(html: string, maxLength?: number): string {
  const spaced = html.replace(BLOCK_TAG, " $&");
  // The parser decodes every entity; its output re-escapes only & < > ", which are undone here.
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: [...NON_TEXT_TAGS, "iframe", "video"],
  })
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ESCAPES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
  if (maxLength === undefined) return text;
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  if (maxLength < 1) return "";
  const cut = chars.slice(0, maxLength - 1).join("");
  return `${cut.trimEnd()}…`;
}
