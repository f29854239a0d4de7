import { webAnalyticsScriptResponse } from "@/features/tracking/web-analytics";

// The answer never varies: rendered once at build time and served as a static file.
export const dynamic = "force-static";

/**
 * `/_vercel/insights/script.js` on any clinic host when the hosting is not Vercel (whose edge answers this path
 * itself): a tiny no-op script instead of a 404. The folder is `%5Fvercel` because "_vercel" would be a private
 * folder; src/proxy.ts lets `/_vercel/` through without a tenant rewrite.
 */
export function GET(): Response {
  return webAnalyticsScriptResponse();
}
