import { webAnalyticsBeaconResponse } from "@/features/tracking/web-analytics";

interface RouteContext {
  params: Promise<{ beacon: string }>;
}

/**
 * The beacons Vercel's analytics script posts (`/_vercel/insights/view`, `/event`): accepted with 204 and dropped,
 * so a script cached from an earlier Vercel deploy causes no 404s here.
 */
export async function POST(_request: Request, context: RouteContext): Promise<Response> {
  const { beacon } = await context.params;
  return webAnalyticsBeaconResponse(beacon);
}
