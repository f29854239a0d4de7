import { redirect } from "next/navigation";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

/** /clinics/{id}/site has no page of its own: the first of its forms. */
export default async function SitePage({ params }: { params: Promise<{ partnerId: string }> }) {
  redirect(consoleHref(clinicHref(await clinicIdFrom(params), "site/navigation")));
}
