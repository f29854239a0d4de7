/**
 * Where the proxy sends a request once the tenant is known. Pure, so the routing rules are unit-tested without
 * a server: every tenant page lives under `app/[site]/[lang]/…` (the language from the path's prefix, Korean at
 * the root; issue 29), so the request path is prefixed with the site key and the language. The site's files that
 * are the same in every language (robots.txt, the sitemap, the manifest, the API, preview mode, Naver's file) live
 * under `app/[site]/…` directly.
 */

import { languagePath, splitLanguagePath } from "@clinic/shared";
import { isNaverVerificationPath } from "@/features/site/naver-verification";

/** A static route (outside `[site]`) whose page answers 404 with the platform's Korean not-found page. */
export const UNKNOWN_SITE_PATH = "/unknown-site";
export const READY_PATH = "/ready";
/** Route handler of Naver's verification file; the file itself is asked for at the root (/naver{hex}.html). */
export const NAVER_VERIFICATION_PATH = "/naver-verification";

/**
 * Paths that keep working before launch: the pre-launch page itself, the browser's own API/metadata calls, and
 * robots.txt (which then tells crawlers to stay away instead of answering with the pre-launch HTML).
 */
const SERVED_BEFORE_LAUNCH = new Set([READY_PATH, "/manifest.webmanifest", "/robots.txt"]);

export type DeployState = "LIVE" | "READY" | "UNKNOWN";

/**
 * Pages that Next renders per request only because they read their query string (filters, paging, a keyword, a
 * term version): what they show depends on the URL alone, never on the visitor, so the web server's page cache
 * may keep them per URL (decision 0023). A page that reads the session (customer boards, my page, sign-in) must
 * never be listed here.
 */
const PUBLIC_QUERY_PAGES = [
  /^\/products$/,
  /^\/events$/,
  /^\/exhibitions$/,
  /^\/boards\/\d+$/,
  /^\/cscenter\/notice$/,
  /^\/cscenter\/faq$/,
  /^\/cscenter\/after-notices$/,
  /^\/terms\/(?:terms-of-service|privacy-policy)$/,
  /^\/search$/,
];

/** Paths under `app/[site]/…` itself, outside every language. */
const SITE_FILES = new Set(["/robots.txt", "/sitemap.xml", "/manifest.webmanifest"]);
const isSiteFile = (pathname: string) =>
  SITE_FILES.has(pathname) || pathname === "/preview-mode" || pathname.startsWith("/preview-mode/");

export type RoutePlan =
  | { kind: "rewrite"; pathname: string; publicQueryPage?: true }
  | { kind: "redirect"; pathname: string }
  | { kind: "unknown-site"; api: boolean };

export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

export function planRoute(pathname: string, site: string | null, deploy: DeployState): RoutePlan {
  const api = isApiPath(pathname);
  if (site === null) return { kind: "unknown-site", api };
  if (api) return { kind: "rewrite", pathname: `/${site}${pathname}` };
  // Served before launch too: a clinic verifies its site with Naver while it is still being prepared.
  if (isNaverVerificationPath(pathname)) {
    return { kind: "rewrite", pathname: `/${site}${NAVER_VERIFICATION_PATH}${pathname}` };
  }
  const { language, rest, canonical } = splitLanguagePath(pathname);
  // `/EN/…`, `/zh-cn/…` and `/ko/…` are the same pages at their one address.
  if (!canonical) return { kind: "redirect", pathname: languagePath(language, rest) };
  const base = `/${site}/${language}`;
  // Only a definite "not live" hides the site; if the status could not be read the page renders normally.
  if (deploy === "READY" && !SERVED_BEFORE_LAUNCH.has(pathname)) {
    return { kind: "rewrite", pathname: `${base}${READY_PATH}` };
  }
  if (isSiteFile(pathname)) return { kind: "rewrite", pathname: `/${site}${pathname}` };
  const prefixed = rest === "/" ? base : `${base}${rest}`;
  if (PUBLIC_QUERY_PAGES.some((page) => page.test(rest))) {
    return { kind: "rewrite", pathname: prefixed, publicQueryPage: true };
  }
  return { kind: "rewrite", pathname: prefixed };
}
