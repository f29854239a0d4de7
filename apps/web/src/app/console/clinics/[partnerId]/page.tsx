import { redirect } from "next/navigation";

export default async function ClinicHome({ params }: { params: Promise<{ partnerId: string }> }) {
  redirect(`/clinics/${encodeURIComponent((await params).partnerId)}/reservations`);
}
