/** Per-host sitemap.xml and robots.txt text (pure; the route handlers gather the data). */

import { DEFAULT_LANGUAGE, type Language, languagePath } from "@clinic/shared";

/** Pages every clinic has, in the order they are listed. */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/introduce",
  "/introduce/staff",
  "/introduce/schedule",
  "/introduce/space",
  "/info",
  "/products",
  "/products/category/pick",
  "/products/category/event",
  "/events",
  "/exhibitions",
  "/cscenter",
  "/cscenter/notice",
  "/cscenter/faq",
  "/cscenter/contact",
  "/terms/terms-of-service",
  "/terms/privacy-policy",
  // 비급여 진료비용 (issue 25): NON_COVERED_FEES_PATH, which every clinic must publish.
  "/non-covered-fees",
] as const;

/**
 * Paths crawlers are asked to skip: drafts, the JSON pass-through, search result pages and short links (each
 * crawl would count as a visit, and the target page is crawled by its own address).
 */
export const ROBOTS_DISALLOW = ["/preview/", "/api/", "/search", "/s/"] as const;

export interface SitemapEntry {
  /** Path on the clinic's host, starting with "/". */
  path: string;
  /** When the page last changed (ISO), if known. */
  lastModified?: string;
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** The sitemap protocol's <lastmod>: a W3C date; unreadable values are left out. */
function lastmod(value: string | undefined): string | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/**
 * sitemap.xml with absolute URLs on `origin`; the first entry of a repeated path wins. A clinic read in more than
 * one language lists each page in each language, every one with its alternates (`xhtml:link hreflang`, issue 29),
 * the way search engines want a multilingual site described.
 */
export function sitemapXml(
  origin: string,
  entries: readonly SitemapEntry[],
  languages: readonly Language[] = [DEFAULT_LANGUAGE],
): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  const multilingual = languages.length > 1;
  for (const entry of entries) {
    if (!entry.path.startsWith("/") || entry.path.startsWith("//") || seen.has(entry.path)) continue;
    seen.add(entry.path);
    const modified = lastmod(entry.lastModified);
    const url = (language: Language) => escapeXml(`${origin}${languagePath(language, entry.path)}`);
    const alternates = multilingual
      ? languages.map(
          (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(language)}"/>`,
        )
      : [];
    for (const language of languages) {
      urls.push(
        `  <url><loc>${url(language)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ""}${alternates.join("")}</url>`,
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    multilingual
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * robots.txt of one host: everything allowed except ROBOTS_DISALLOW, and the host's own sitemap. A site that is
 * not launched yet (only its pre-launch page answers) asks crawlers to stay away entirely.
 */
export function robotsTxt(origin: string, options: { live: boolean }): string {
  if (!options.live) return ["User-agent: *", "Disallow: /", ""].join("\n");
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/**
 * Ids of `/{section}/{id}` links among a site's configured links (navigation, footer, banners), in first-seen
 * order. Only internal paths count; query strings and fragments are ignored.
 */
export function linkedIds(urls: readonly (string | null | undefined)[], section: string): number[] {
  const pattern = new RegExp(`^/${section}/([1-9]\\d{0,9})/?(?:[?#].*)?$`);
  const ids: number[] = [];
  for (const url of urls) {
    const match = pattern.exec(url?.trim() ?? "");
    const id = match?.[1] === undefined ? Number.NaN : Number(match[1]);
    if (Number.isSafeInteger(id) && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
