import { redirect } from "next/navigation";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

/** /clinics/{id}/settings opens its first sub-page. */
export default async function SettingsIndex({ params }: { params: Promise<{ partnerId: string }> }) {
  redirect(consoleHref(clinicHref(await clinicIdFrom(params), "settings/partner")));
}
