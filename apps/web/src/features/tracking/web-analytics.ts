/**
 * Spec 1: the web analytics script comes from the site's own /_vercel/insights path. On Vercel its edge answers
 * that path before the app sees the request; everywhere else app/%5Fvercel/insights answers with the no-op below,
 * so visitors never get a 404 in their console.
 */
export const WEB_ANALYTICS_SCRIPT_PATH = "/_vercel/insights/script.js";

/** The beacons Vercel's script posts to /_vercel/insights/{name}; accepted and dropped when we answer. */
export const WEB_ANALYTICS_BEACONS: readonly string[] = ["view", "event", "session"];

/** Keeps the `va` queue the real script would define, so code calling window.va() never throws. */
export const WEB_ANALYTICS_NOOP_SCRIPT =
  "/* Web analytics is provided by the hosting; not available here. */\n" +
  "window.va=window.va||function(){(window.vaq=window.vaq||[]).push(arguments)};\n";

/** A day: the no-op never changes, and a deploy to Vercel replaces it at the edge anyway. */
export const WEB_ANALYTICS_CACHE_CONTROL = "public, max-age=86400";

export function webAnalyticsScriptResponse(): Response {
  return new Response(WEB_ANALYTICS_NOOP_SCRIPT, {
    status: 200,
    headers: {
      "content-type": "application/javascript; charset=utf-8",
      "cache-control": WEB_ANALYTICS_CACHE_CONTROL,
      "x-content-type-options": "nosniff",
    },
  });
}

/** 204 for a known beacon, 404 for anything else under the path. */
export function webAnalyticsBeaconResponse(name: string): Response {
  const known = WEB_ANALYTICS_BEACONS.includes(name);
  return new Response(null, { status: known ? 204 : 404, headers: { "cache-control": "no-store" } });
}
