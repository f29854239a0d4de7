import type { NextConfig } from "next";

// No build or runtime step may reach the network: keep Next's anonymous telemetry off even when the caller forgot
// NEXT_TELEMETRY_DISABLED.
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

/**
 * The API's address is runtime configuration (API_URL), so nothing here bakes it in: `rewrites()` would be frozen
 * into the build's routes manifest. `/media/*` is therefore forwarded by the route handler in src/app/media, and
 * every other API call goes through src/lib/api.
 */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ["@clinic/shared"],
  // One build serves every clinic; the tenant comes from the Host header (src/proxy.ts), never from the build.
  experimental: { globalNotFound: true },
  images: { unoptimized: true },
};

export default nextConfig;
