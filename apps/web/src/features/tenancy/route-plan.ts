/**
 * Where the proxy sends a request once the tenant is known. Pure, so the routing rules are unit-tested without
 * a server: every tenant page lives under `app/[site]/…`, so the request path is prefixed with the site key.
 */

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

export type RoutePlan =
  | { kind: "rewrite"; pathname: string; publicQueryPage?: true }
  | { kind: "unknown-site"; api: boolean };

export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

export function planRoute(pathname: string, site: string | null, deploy: DeployState): RoutePlan {
  const api = isApiPath(pathname);
  if (site === null) return { kind: "unknown-site", api };
  const prefixed = pathname === "/" ? `/${site}` : `/${site}${pathname}`;
  if (api) return { kind: "rewrite", pathname: prefixed };
  // Served before launch too: a clinic verifies its site with Naver while it is still being prepared.
  if (isNaverVerificationPath(pathname)) {
    return { kind: "rewrite", pathname: `/${site}${NAVER_VERIFICATION_PATH}${pathname}` };
  }
  // Only a definite "not live" hides the site; if the status could not be read the page renders normally.
  if (deploy === "READY" && !SERVED_BEFORE_LAUNCH.has(pathname)) {
    return { kind: "rewrite", pathname: `/${site}${READY_PATH}` };
  }
  if (PUBLIC_QUERY_PAGES.some((page) => page.test(pathname))) {
    return { kind: "rewrite", pathname: prefixed, publicQueryPage: true };
  }
  return { kind: "rewrite", pathname: prefixed };
}
