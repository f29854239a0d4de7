import { passThrough } from "@/features/api/pass-through";

// Every call is a visitor's own: never cached, never prerendered.
export const dynamic = "force-dynamic";

interface RouteContext {
  params: Promise<{ site: string; path: string[] }>;
}

/** Same-origin `/api/...` for browser code (the proxy rewrote it here with the site from the Host). */
async function handle(request: Request, context: RouteContext): Promise<Response> {
  const { site, path } = await context.params;
  return passThrough(request, site, path);
}

export { handle as DELETE, handle as GET, handle as PATCH, handle as POST, handle as PUT };
