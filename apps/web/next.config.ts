import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

/**
 * Next compiles this file to CommonJS and resolves its relative imports against the working directory, which is
 * apps/web under `next build` but the repository root under `npm start`; requiring through this file's own URL
 * finds the module from both.
 */
const requireFromHere = createRequire(import.meta.url);
const {
  mediaSecurityHeaders,
  securityHeaders,
}: typeof import("./src/platform/security/security-headers.ts") = requireFromHere(
  "./src/platform/security/security-headers.ts",
);

// No build or runtime step may reach the network: keep Next's anonymous telemetry off even when the caller forgot
// NEXT_TELEMETRY_DISABLED.
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

/**
 * The API's address is runtime configuration (API_URL), so nothing here bakes it in: `rewrites()` would be frozen
 * into the build's routes manifest. `/media/*` is therefore forwarded by the route handler in src/app/media, and
 * every other API call goes through src/features/api.
 */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ["@clinic/shared"],
  // One build serves every clinic; the tenant comes from the Host header (src/proxy.ts), never from the build.
  experimental: {
    globalNotFound: true,
    cssChunking: "graph",
    // Turbopack keeps a cache of the build on disk for the next build. A CI run builds a fresh clone once and
    // throws it away: writing that cache took about a minute of its two cores (the build's last step, 49 s of
    // writing and 11 s of compaction measured here), so CI does without it.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  images: { unoptimized: true },
  // `npm test` type-checks every workspace with tsc before anything is built; checking again inside `next build`
  // only makes `npm start` and CI slower.
  typescript: { ignoreBuildErrors: true },
  // With REDIS_URL every web server shares one data and page cache and sees every revalidateTag (docs/deploy.md);
  // without it each server keeps its own in memory, compressed and bounded by NEXT_CACHE_MB (issue 28; Next's
  // default would keep every page uncompressed on disk and in memory). Next imports the file at run time: .mjs.
  cacheHandler: fileURLToPath(
    new URL(
      process.env.REDIS_URL?.trim()
        ? "./src/platform/cache-handler/redis-cache-handler.mjs"
        : "./src/platform/cache-handler/memory-cache-handler.mjs",
      import.meta.url,
    ),
  ),
  // Security headers on every answer, static files included. Behind TLS (the load balancer says so in
  // x-forwarded-proto) the later rule wins for the headers both set and adds HSTS. `/media/…` comes last: its
  // strict policy must replace the site's (an SVG opened directly must run no script), whatever the protocol.
  async headers() {
    const development = process.env.NODE_ENV === "development";
    return [
      { source: "/:path*", headers: securityHeaders({ development, https: false }) },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: securityHeaders({ development, https: true }),
      },
      { source: "/media/:path*", headers: mediaSecurityHeaders() },
      // The storefront's fonts sit under a folder named by their build stamp (scripts/build-fonts.mjs): a new font
      // is a new address, so browsers and CDNs may keep these for good instead of asking again on every page.
      {
        source: "/assets/fonts/ko/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ];
  },
};

/**
 * next-intl's request configuration (issue 29). Relative, as its Turbopack alias requires: `next build` runs in
 * apps/web (the workspace script); the alias is baked into the build, so `npm start` from the root needs no path.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/features/i18n/request.ts",
  experimental: {
    // The catalogues are compiled at build time, so the browser gets next-intl's formatter without its ICU parser
    // (intl-messageformat, 12 kB gzip of every page's first load; issue 28). Every text next-intl formats comes
    // from these files; a message built at run time would not be understood by the formatter left in the bundle.
    messages: { path: "./src/features/i18n/messages", format: "json", locales: "infer", precompile: true },
  },
});

export default withNextIntl(nextConfig);
