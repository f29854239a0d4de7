/**
 * Response headers every storefront answer carries (pages, route handlers, static files), applied by next.config's
 * `headers()`. Erasable TypeScript without imports: next.config requires it at run time, where Node 24 strips the
 * types (no TypeScript loader of Next's). Decision 0017 explains the choices.
 */

export interface HeaderOptions {
  /** `next dev` needs eval for React's debugging aids; production never gets it. */
  development: boolean;
  /** Behind TLS (x-forwarded-proto https): HSTS and upgrade-insecure-requests. */
  https: boolean;
}

export interface HeaderPair {
  key: string;
  value: string;
}

/**
 * Third parties a clinic may switch on (spec: tag manager, analytics, chat, identity verification) and the
 * marketing pixels Korean clinics commonly add through their tag manager. A partner needing another vendor is a
 * change here, reviewed like code, rather than a wildcard.
 */
export const THIRD_PARTY_SOURCES: {
  readonly script: readonly string[];
  readonly connect: readonly string[];
  readonly frame: readonly string[];
} = {
  script: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.googleadservices.com",
    "https://*.g.doubleclick.net",
    "https://cdn.channel.io",
    "https://cdn.iamport.kr",
    "https://wcs.naver.net",
    "https://t1.daumcdn.net",
    "https://connect.facebook.net",
  ],
  connect: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.g.doubleclick.net",
    "https://*.channel.io",
    "wss://*.channel.io",
    "https://*.iamport.kr",
    "https://wcs.naver.net",
    "https://www.facebook.com",
  ],
  frame: [
    // Videos embedded in rich text (the sanitiser keeps only these two players' embed addresses).
    "https://www.youtube.com",
    "https://player.vimeo.com",
    "https://www.googletagmanager.com",
    "https://*.channel.io",
    "https://*.iamport.kr",
    "https://*.portone.io",
  ],
};

/** A year: long enough for browsers to remember, without includeSubDomains (a clinic's other subdomains are its own). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The content security policy. Scripts keep 'unsafe-inline' because public pages are cached and shared between
 * visitors, so a per-request nonce cannot be used (Next's inline flight data and our dataLayer bootstrap are
 * inline). What the policy still guarantees: scripts only from us and the listed vendors, no plugins, no <base>
 * hijack, forms post only to us, and no other site may frame the clinic's pages.
 */
export function contentSecurityPolicy({ development, https }: HeaderOptions): string {
  const directives: string[][] = [
    ["default-src", "'self'"],
    [
      "script-src",
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...THIRD_PARTY_SOURCES.script,
    ],
    ["style-src", "'self'", "'unsafe-inline'"],
    // Notices and boards may show images from anywhere (editor content); images cannot run code.
    ["img-src", "'self'", "data:", "blob:", "https:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...(development ? ["ws:"] : []), ...THIRD_PARTY_SOURCES.connect],
    ["frame-src", "'self'", ...THIRD_PARTY_SOURCES.frame],
    ["media-src", "'self'", "https:"],
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'self'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/**
 * The policy of every `/media/…` answer (the API's stored images, SVG among them). An SVG opened directly is a
 * document on the clinic's origin; with the site's policy its inline scripts would run there, next to the
 * visitor's session. Here nothing may load or run: no sources at all, inline styles only (SVGs style
 * themselves), and `sandbox` makes the document an opaque origin with scripts disabled even if a policy
 * directive were missed. An <img> ignores all of it, so pages show the images as before.
 */
export const MEDIA_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

/**
 * Headers for `/media/…`, listed after securityHeaders in next.config so these win for the keys both set (Next
 * applies matching rules in order, the later value replacing the earlier).
 */
export function mediaSecurityHeaders(): HeaderPair[] {
  return [
    { key: "Content-Security-Policy", value: MEDIA_CONTENT_SECURITY_POLICY },
    { key: "X-Content-Type-Options", value: "nosniff" },
  ];
}

/** Headers for every answer. */
export function securityHeaders(options: HeaderOptions): HeaderPair[] {
  const headers: HeaderPair[] = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // frame-ancestors is the modern rule; X-Frame-Options covers browsers that predate it.
    { key: "X-Frame-Options", value: "SAMEORIGIN" },
    // The identity-verification popup must be able to report back to its opener.
    { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  ];
  if (options.https) {
    headers.push({ key: "Strict-Transport-Security", value: `max-age=${HSTS_MAX_AGE_SECONDS}` });
  }
  return headers;
}
