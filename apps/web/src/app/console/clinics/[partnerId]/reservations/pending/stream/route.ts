import { errorMessages } from "@clinic/shared";
import { parseClinicId } from "@/console/lib/me";
import { consoleToken } from "@/console/lib/session";
import { proxyPendingStream } from "@/console/reservations/pending-stream";

export const dynamic = "force-dynamic";

/** `/clinics/{id}/reservations/pending/stream` on the console host: the live pending count (server-sent events). */
export async function GET(request: Request, context: { params: Promise<{ partnerId: string }> }) {
  const partnerId = parseClinicId((await context.params).partnerId);
  if (partnerId === null) {
    return Response.json(
      { status: 404, message: "Not found", translate: errorMessages.notFound },
      { status: 404 },
    );
  }
  return proxyPendingStream(partnerId, await consoleToken(), request.headers, request.signal);
}
