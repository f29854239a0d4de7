import { getDeployStatus } from "@/features/api";
import { robotsTxt } from "@/features/content/sitemap";
import { isSiteKey } from "@/features/tenancy/host";
import { siteOrigin } from "@/platform/site-origin/site-origin";

interface RouteContext {
  params: Promise<{ site: string }>;
}

/** Whether the site is launched; when the status cannot be read it is treated as live, like the proxy does. */
async function isLive(site: string): Promise<boolean> {
  try {
    const status = await getDeployStatus(site);
    return status.isLive && status.deployStatus === "LIVE";
  } catch (error) {
    console.warn(`[robots] deploy status of ${site} unavailable; answering as live`, error);
    return true;
  }
}

/** robots.txt of the requested host, naming that host's sitemap. */
export async function GET(_request: Request, context: RouteContext): Promise<Response> {
  const { site } = await context.params;
  if (!isSiteKey(site)) return new Response("Not found\n", { status: 404 });
  const body = robotsTxt(siteOrigin(site), { live: await isLive(site) });
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
