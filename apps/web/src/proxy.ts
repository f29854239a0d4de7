import { errorMessages } from "@clinic/shared";
import { type NextRequest, NextResponse } from "next/server";
import { planConsolePath } from "./console/lib/paths";
import { consoleHost } from "./env";
import { parseHost } from "./features/tenancy/host";
import { type DeployState, isApiPath, planRoute, UNKNOWN_SITE_PATH } from "./features/tenancy/route-plan";
import { resolveSite, type Site } from "./features/tenancy/site-directory";
import { withoutTenantClaims } from "./features/tenancy/tenant-claims";
import { PUBLIC_PAGE_HEADER, SITE_HEADER } from "./platform/page-cache/rules.ts";

/**
 * Tenant resolution (Next 16 "proxy", the former middleware; Node.js runtime, so the in-process caches in
 * site-directory persist between requests). Host → the clinic (partner id, site key, deploy status), resolved once
 * (decision 0028) → rewrite into `app/[site]/…`, keeping the query.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const host = parseHost(request.headers.get("host"));
  // The console host serves only the console; no clinic's pages or API answer there (issue 10).
  if (host === consoleHost) return consoleRoute(request);

  let resolved: Site | null;
  try {
    resolved = host === null ? null : await resolveSite(host);
  } catch (error) {
    console.error(`[proxy] could not resolve ${host}`, error);
    return unavailable(isApiPath(pathname));
  }

  const site = resolved?.code ?? null;
  const deploy: DeployState = resolved !== null && !isApiPath(pathname) ? resolved.deployStatus : "UNKNOWN";
  const plan = planRoute(pathname, site, deploy);

  if (plan.kind === "unknown-site") {
    if (plan.api) {
      return NextResponse.json(
        { status: 404, message: "Site not found", translate: errorMessages.siteNotFound },
        { status: 404 },
      );
    }
    const url = request.nextUrl.clone();
    url.pathname = UNKNOWN_SITE_PATH;
    url.search = "";
    return NextResponse.rewrite(url, withoutTenantClaims(request.headers));
  }

  const url = request.nextUrl.clone();
  url.pathname = plan.pathname;
  if (plan.kind === "redirect") return NextResponse.redirect(url, 308);
  // A visitor's own tenant claims never reach a page or route (decision 0028).
  const upstream = withoutTenantClaims(request.headers);
  if (isApiPath(pathname)) return NextResponse.rewrite(url, upstream);
  // For the page cache in front of Next (server.mjs, decision 0023), which removes these before the visitor
  // sees them: whose page this is, and whether a page rendered per request is the same for every visitor.
  const headers = new Headers({ [SITE_HEADER]: site ?? "" });
  if (plan.publicQueryPage) headers.set(PUBLIC_PAGE_HEADER, "1");
  return NextResponse.rewrite(url, { headers, ...upstream });
}

function consoleRoute(request: NextRequest): NextResponse {
  const target = planConsolePath(request.nextUrl.pathname);
  if (target === null) {
    return NextResponse.json(
      { status: 404, message: "Not found", translate: errorMessages.notFound },
      { status: 404 },
    );
  }
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.rewrite(url, withoutTenantClaims(request.headers));
}

/** The API did not answer, so no tenant can be chosen: 500 for API calls (spec 8), 503 for pages. */
function unavailable(api: boolean): NextResponse {
  if (api) {
    return NextResponse.json(
      { status: 500, message: "Unknown system error", translate: errorMessages.unknownSystemError },
      { status: 500 },
    );
  }
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>잠시 후 다시 시도해 주세요</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#3b2a20;background:#faf6f0"><main style="text-align:center;padding:24px"><h1 style="font-size:24px">${errorMessages.unavailable}</h1></main></body></html>`;
  return new NextResponse(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "retry-after": "10", "cache-control": "no-store" },
  });
}

export const config = {
  // Everything except Next's own files, the media pass-through, our static assets and the root favicon. Static
  // files live under /assets so that every other path is rewritten: a `[site]` prefix always comes from here.
  // /ops/ is the API's own door (cache refresh), not a tenant page; /widget/ serves the one reservation widget script;
  // /_vercel/ is the hosting's analytics path (app/%5Fvercel answers it when the hosting does not).
  matcher: ["/((?!_next/|_vercel/|media/|assets/|ops/|widget/|favicon\\.ico$).*)"],
};
