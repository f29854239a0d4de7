import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import styles from "@/console/components/clinic-shell.module.css";
import { ClinicSidebar } from "@/console/components/clinic-sidebar";
import { getConsoleClinic, getStaffMe, parseClinicId } from "@/console/lib/me";

/** Every clinic page: 404 for a clinic the account may not open (another clinic's id looks like no clinic). */
export default async function ClinicLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ partnerId: string }>;
}) {
  const partnerId = parseClinicId((await params).partnerId);
  const clinic = partnerId === null ? null : await getConsoleClinic(partnerId);
  if (!clinic) notFound();
  const me = await getStaffMe();
  return (
    <div className={styles.shell}>
      <ClinicSidebar clinic={clinic} staff={me.staff} />
      <main className={styles.main} id="main">
        {children}
      </main>
    </div>
  );
}
