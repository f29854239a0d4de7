import { readWidgetFile, widgetResponse } from "@/features/reservation/widget-script";

export const dynamic = "force-dynamic";

interface RouteContext {
  params: Promise<{ file: string }>;
}

/**
 * `/widget/reservation-widget.js` on any clinic host: the separately built reservation widget (apps/widget/dist),
 * outside `[site]` since one script serves every clinic. Missing or unreadable file → 404, never 500.
 */
export async function GET(request: Request, context: RouteContext): Promise<Response> {
  const { file } = await context.params;
  try {
    return widgetResponse(await readWidgetFile(file), request);
  } catch (error) {
    console.error(`[widget] could not serve ${file}`, error);
    return widgetResponse(null, request);
  }
}
