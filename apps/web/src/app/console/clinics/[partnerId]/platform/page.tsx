import type { Metadata } from "next";
import { notFound } from "next/navigation";
import styles from "@/console/components/console.module.css";
import { DEPLOY_STATUS_LABELS } from "@/console/components/labels";
import { consoleGet } from "@/console/lib/api";
import { getStaffMe, parseClinicId } from "@/console/lib/me";
import { DeployStatusForm, HostsForm } from "@/console/platform/components/platform-forms";

export const metadata: Metadata = { title: "사이트 운영 (운영자)" };

/** The operator's page of one clinic: deploy status and host names. */
export default async function PlatformPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = parseClinicId((await params).partnerId);
  const me = await getStaffMe();
  if (partnerId === null || me.staff.role !== "OPERATOR") notFound();
  const clinic = await consoleGet("platform", { params: { partnerId } });
  const platformHost = clinic.hosts.find((host) => host.platform)?.host;
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>사이트 운영</h1>
        <p className={styles.lead}>
          오픈 준비 중에는 방문자에게 준비 페이지가 보이고, 중지하면 사이트가 열리지 않습니다.
        </p>
      </header>
      <section className={styles.card} aria-labelledby="status-title">
        <h2 id="status-title">상태: {DEPLOY_STATUS_LABELS[clinic.deployStatus]}</h2>
        <DeployStatusForm
          partnerId={partnerId}
          current={clinic.deployStatus}
          options={Object.entries(DEPLOY_STATUS_LABELS)}
        />
      </section>
      <section className={styles.card} aria-labelledby="hosts-title">
        <h2 id="hosts-title">도메인</h2>
        {platformHost ? <p className={styles.muted}>플랫폼 주소: {platformHost} (항상 유지됩니다)</p> : null}
        <HostsForm
          partnerId={partnerId}
          custom={clinic.hosts.filter((host) => !host.platform).map((host) => host.host)}
        />
      </section>
    </div>
  );
}
