import { DEFAULT_LANGUAGE, type Language, languagePath } from "@clinic/shared";

/** Paths that are the same in every language: the API, media and Next's own files. */
const LANGUAGE_FREE = /^\/(?:api|media|_next|_vercel)(?:\/|$)/;

/**
 * A same-site path in `language` (`/products` → `/en/products`); other hrefs (another site, `#…`, `tel:`), a path
 * already in a language and the language-free paths are left as they are.
 */
export function localizeHref(language: Language, href: string): string {
  if (!href.startsWith("/") || href.startsWith("//") || LANGUAGE_FREE.test(href)) return href;
  if (language === DEFAULT_LANGUAGE || href === `/${language}` || href.startsWith(`/${language}/`))
    return href;
  const [path = "/", tail = ""] = splitAtQuery(href);
  return `${languagePath(language, path)}${tail}`;
}

function splitAtQuery(href: string): [string, string] {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ""] : [href.slice(0, at), href.slice(at)];
}
