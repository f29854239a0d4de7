import { clinicTemplateLabels } from "@clinic/shared";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import styles from "@/console/components/console.module.css";
import { DEPLOY_STATUS_LABELS } from "@/console/components/labels";
import { consoleGet } from "@/console/lib/api";
import { getStaffMe, parseClinicId } from "@/console/lib/me";
import { DomainRecords, GoLiveChecklist } from "@/console/platform/components/checklist";
import { ApplyTemplateForm, DeployStatusForm, HostsForm } from "@/console/platform/components/platform-forms";

export const metadata: Metadata = { title: "사이트 운영 (운영자)" };

/** The operator's page of one clinic: go-live checklist, deploy status, domains with their DNS state, template. */
export default async function PlatformPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = parseClinicId((await params).partnerId);
  const me = await getStaffMe();
  if (partnerId === null || me.staff.role !== "OPERATOR") notFound();
  const [clinic, checklist, domains] = await Promise.all([
    consoleGet("platform", { params: { partnerId } }),
    consoleGet("checklist", { params: { partnerId } }),
    consoleGet("domains", { params: { partnerId } }),
  ]);
  const platformHost = clinic.hosts.find((host) => host.platform)?.host;
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>사이트 운영</h1>
        <p className={styles.lead}>
          오픈 준비 중에는 방문자에게 준비 페이지가 보이고, 중지하면 사이트가 열리지 않습니다.
        </p>
      </header>
      <section className={styles.card} aria-labelledby="checklist-title">
        <h2 id="checklist-title">공개 전 점검</h2>
        <GoLiveChecklist partnerId={partnerId} checklist={checklist} />
      </section>
      <section className={styles.card} aria-labelledby="status-title">
        <h2 id="status-title">상태: {DEPLOY_STATUS_LABELS[clinic.deployStatus]}</h2>
        {clinic.deployStatus !== "LIVE" && checklist.done < checklist.total ? (
          <p className={styles.muted}>
            운영 중으로 바꾸면 위 점검에서 남은 {checklist.total - checklist.done}개 항목을 알려 드립니다.
            병원 정보가 비어 있으면 공개할 수 없습니다.
          </p>
        ) : null}
        <DeployStatusForm
          partnerId={partnerId}
          current={clinic.deployStatus}
          options={Object.entries(DEPLOY_STATUS_LABELS)}
        />
      </section>
      <section className={styles.card} aria-labelledby="hosts-title">
        <h2 id="hosts-title">도메인</h2>
        {platformHost ? <p className={styles.muted}>플랫폼 주소: {platformHost} (항상 유지됩니다)</p> : null}
        <DomainRecords domains={domains.domains} />
        <HostsForm
          partnerId={partnerId}
          custom={clinic.hosts.filter((host) => !host.platform).map((host) => host.host)}
        />
      </section>
      {clinic.deployStatus === "READY" ? (
        <section className={styles.card} aria-labelledby="template-title">
          <h2 id="template-title">템플릿 다시 적용</h2>
          <p className={styles.muted}>
            메뉴, 푸터 링크, 버튼, 배너를 템플릿의 것으로 바꾸고, 시술·공지·FAQ가 없을 때만 샘플을 넣습니다.
            병원 정보와 직접 작성한 내용은 그대로입니다. 공개 중인 병원에는 적용할 수 없습니다.
          </p>
          <ApplyTemplateForm partnerId={partnerId} templates={Object.entries(clinicTemplateLabels)} />
        </section>
      ) : null}
    </div>
  );
}
