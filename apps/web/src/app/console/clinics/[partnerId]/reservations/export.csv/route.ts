import { errorMessages } from "@clinic/shared";
import { parseClinicId } from "@/console/lib/me";
import { consoleToken } from "@/console/lib/session";
import { proxyExport } from "@/console/reports/export-download";

export const dynamic = "force-dynamic";

/** `/clinics/{id}/reservations/export.csv?from&to` on the console host: the bookings export (CSV download). */
export async function GET(request: Request, context: { params: Promise<{ partnerId: string }> }) {
  const partnerId = parseClinicId((await context.params).partnerId);
  if (partnerId === null) {
    return Response.json(
      { status: 404, message: "Not found", translate: errorMessages.notFound },
      { status: 404 },
    );
  }
  return proxyExport(partnerId, await consoleToken(), request);
}
