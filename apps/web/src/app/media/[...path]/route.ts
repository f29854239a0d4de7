import { forwardMedia } from "@/features/api/media";

export const dynamic = "force-dynamic";

interface RouteContext {
  params: Promise<{ path: string[] }>;
}

/** `/media/*` on any clinic host: the API's stored images (outside `[site]`: media URLs are global). */
export async function GET(request: Request, context: RouteContext): Promise<Response> {
  const { path } = await context.params;
  return forwardMedia(request, path);
}
