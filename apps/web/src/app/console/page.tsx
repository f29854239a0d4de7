import { redirect } from "next/navigation";
import { getStaffMe } from "@/console/lib/me";
import { clinicHref } from "@/console/lib/paths";

/** The console's entry: the operator picks a clinic, everyone else goes straight to their clinic's desk. */
export default async function ConsoleHome() {
  const me = await getStaffMe();
  const [first] = me.clinics;
  if (me.staff.role !== "OPERATOR" && first) redirect(clinicHref(first.id));
  redirect("/clinics");
}
