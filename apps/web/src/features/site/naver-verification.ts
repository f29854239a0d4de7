/**
 * Naver Search Advisor site verification (spec: partnerMarketingInfo.naverDomainCheckHtml). Naver offers two forms
 * and a clinic may paste either: the HTML file's name ("naver{hex}.html", served at /{file}), or the meta tag's
 * token (or the whole `<meta name="naver-site-verification" content="…">` tag as Naver shows it). Pure.
 */

export type NaverVerification = { kind: "file"; file: string } | { kind: "meta"; token: string };

/** Naver's verification file names: "naver" and hex digits, ".html". Also what the proxy routes to the handler. */
const FILE_NAME = /^naver[0-9a-f]{8,64}\.html$/i;
/** A meta token: Naver issues hex, but letters, digits, '-' and '_' are harmless in an attribute value. */
const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;
const META_TAG = /<meta\b[^>]*>/gi;
const NAME_ATTRIBUTE = /\bname\s*=\s*(["']?)naver-site-verification\1(?=[\s/>]|$)/i;
const CONTENT_ATTRIBUTE = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** Longest value looked at: a pasted tag is well under this; anything longer is not a verification value. */
const MAX_VALUE_LENGTH = 1000;

/** Whether a request path is one of Naver's verification file names at the site root, e.g. "/naver1a2b….html". */
export function isNaverVerificationPath(pathname: string): boolean {
  return pathname.startsWith("/") && FILE_NAME.test(pathname.slice(1));
}

/** The token of a pasted `<meta name="naver-site-verification" content="…">`; null when there is none. */
function tokenFromMetaTag(value: string): string | null {
  for (const tag of value.match(META_TAG) ?? []) {
    if (!NAME_ATTRIBUTE.test(tag)) continue;
    const match = CONTENT_ATTRIBUTE.exec(tag);
    const content = (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim();
    return TOKEN.test(content) ? content : null;
  }
  return null;
}

/**
 * What the clinic configured, or null when it is empty or unusable (then nothing is served or rendered: a wrong
 * value must never reach the page head as markup).
 */
export function parseNaverVerification(value: string | null | undefined): NaverVerification | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "" || trimmed.length > MAX_VALUE_LENGTH) return null;
  // A file name, possibly pasted as the address Naver asked for ("https://clinic.example/naver….html").
  const file = trimmed.split(/[/\\]/).pop() ?? "";
  if (FILE_NAME.test(file) && !/[\s<>"']/.test(trimmed)) return { kind: "file", file };
  if (trimmed.includes("<")) {
    const token = tokenFromMetaTag(trimmed);
    return token === null ? null : { kind: "meta", token };
  }
  return TOKEN.test(trimmed) ? { kind: "meta", token: trimmed } : null;
}

/** The body Naver expects at /{file}: exactly what its downloadable file contains. */
export const naverVerificationFileBody = (file: string) => `naver-site-verification: ${file}`;
