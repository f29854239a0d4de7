import { clinicTemplateLabels } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import { ChecklistProgress } from "@/console/clinics/components/checklist-progress";
import { CreateClinicForm } from "@/console/clinics/components/create-clinic-form";
import styles from "@/console/components/console.module.css";
import { DEPLOY_STATUS_LABELS } from "@/console/components/labels";
import { SignOutButton } from "@/console/components/sign-out-button";
import { consoleGet } from "@/console/lib/api";
import { getStaffMe } from "@/console/lib/me";
import { clinicHref } from "@/console/lib/paths";

export const metadata: Metadata = { title: "병원 목록" };

export default async function ClinicListPage() {
  const me = await getStaffMe();
  const operator = me.staff.role === "OPERATOR";
  // The operator sees every clinic's go-live progress (issue 25); others have no right to the checklist.
  const checklists = operator ? (await consoleGet("checklists", {})).rows : [];
  const progress = new Map(checklists.map((row) => [row.partnerId, row]));
  return (
    <main className={styles.page} style={{ padding: 32, margin: "0 auto" }}>
      <header className={styles.row} style={{ justifyContent: "space-between" }}>
        <div>
          <h1 className={styles.title}>병원 목록</h1>
          <p className={styles.lead}>{me.staff.name} 님이 관리할 수 있는 병원입니다.</p>
        </div>
        <SignOutButton />
      </header>
      <section className={styles.card}>
        {me.clinics.length === 0 ? (
          <p className={styles.muted}>관리할 수 있는 병원이 없습니다.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">병원</th>
                <th scope="col">코드</th>
                <th scope="col">상태</th>
                {operator ? <th scope="col">공개 준비</th> : null}
              </tr>
            </thead>
            <tbody>
              {me.clinics.map((clinic) => (
                <tr key={clinic.id}>
                  <td>
                    <Link href={clinicHref(clinic.id)}>{clinic.name}</Link>
                  </td>
                  <td>{clinic.code}</td>
                  <td>{DEPLOY_STATUS_LABELS[clinic.deployStatus]}</td>
                  {operator ? (
                    <td>
                      <ChecklistProgress partnerId={clinic.id} checklist={progress.get(clinic.id)} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {operator ? (
        <section className={styles.card} aria-labelledby="create-title">
          <h2 id="create-title">새 병원 만들기</h2>
          <CreateClinicForm templates={Object.entries(clinicTemplateLabels)} />
        </section>
      ) : null}
    </main>
  );
}
