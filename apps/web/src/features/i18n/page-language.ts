import "server-only";
import { DEFAULT_LANGUAGE, type Language } from "@clinic/shared";
import { cache } from "react";

/**
 * The language of the page being rendered, for the data functions (issue 29): `siteLanguage` sets it, the web
 * server's calls read it to ask the API for the clinic's content in that language. React's per-request cache
 * holds it, as next-intl holds its locale, so no request header is read and pages stay static. Anything rendered
 * outside a page (route handlers, the sitemap) reads Korean.
 */
const current = cache((): { language: Language } => ({ language: DEFAULT_LANGUAGE }));

export function setPageLanguage(language: Language): void {
  current().language = language;
}

export function pageLanguage(): Language {
  return current().language;
}
