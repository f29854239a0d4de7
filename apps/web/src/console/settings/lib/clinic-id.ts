import { notFound } from "next/navigation";
import { parseClinicId } from "@/console/lib/me";

/** The clinic id of a settings or popups page; the layout already answered 404 for clinics out of reach. */
export async function clinicIdFrom(params: Promise<{ partnerId: string }>): Promise<number> {
  const partnerId = parseClinicId((await params).partnerId);
  if (partnerId === null) notFound();
  return partnerId;
}
