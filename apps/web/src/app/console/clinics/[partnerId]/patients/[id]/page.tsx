import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Badge } from "@/console/components/badge";
import { ColumnHeads } from "@/console/components/column-heads";
import base from "@/console/components/console.module.css";
import { PageHead } from "@/console/components/page-head";
import { PhoneLink } from "@/console/components/phone-link";
import { consoleGet } from "@/console/lib/api";
import { getStaffMe, parseClinicId } from "@/console/lib/me";
import { clinicHref } from "@/console/lib/paths";
import { consoleDateTime } from "@/console/lib/time";
import { erasePatientAction, savePatientAction } from "@/console/patients/actions";
import { ErasePatientButton } from "@/console/patients/components/erase-patient-button";
import { visitStatusLabels, won } from "@/console/patients/components/format";
import { PatientForm } from "@/console/patients/components/patient-form";
import styles from "@/console/patients/components/patients.module.css";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "환자 정보" };

const yesNo = (value: boolean) => (value ? "받음" : "받지 않음");

/** One patient: counts, linked accounts, the staff's memo and consents, every booking, and (managers) the deletion. */
export default async function PatientPage({
  params,
}: {
  params: Promise<{ partnerId: string; id: string }>;
}) {
  const partnerId = await clinicIdFrom(params);
  const patientId = parseClinicId((await params).id);
  if (patientId === null) notFound();
  const [patient, me] = await Promise.all([
    consoleGet("patient", { params: { partnerId, id: patientId } }),
    getStaffMe(),
  ]);
  const mayErase = me.staff.role !== "STAFF";
  return (
    <div className={`${base.page} ${styles.page}`}>
      <p>
        <Link href={clinicHref(partnerId, "patients")}>← 환자 목록</Link>
      </p>
      <PageHead
        title={patient.name}
        lead={
          <>
            <PhoneLink phone={patient.phone} /> · 등록 {consoleDateTime(patient.createdAt)}
          </>
        }
      />

      <section className={base.card} aria-labelledby="patient-counts">
        <h2 id="patient-counts">예약 요약</h2>
        <dl className={styles.counts}>
          <div>
            <dt>전체 예약</dt>
            <dd>{patient.counts.reservations}</dd>
          </div>
          <div>
            <dt>내원</dt>
            <dd>{patient.counts.visits}</dd>
          </div>
          <div>
            <dt>노쇼</dt>
            <dd>{patient.counts.noShows}</dd>
          </div>
          <div>
            <dt>취소</dt>
            <dd>{patient.counts.cancellations}</dd>
          </div>
        </dl>
      </section>

      <div className={styles.columns}>
        <section className={base.card} aria-labelledby="patient-edit">
          <h2 id="patient-edit">메모와 동의</h2>
          <PatientForm
            action={savePatientAction.bind(null, partnerId, patient.id)}
            name={patient.name}
            memo={patient.memo}
            marketingConsent={patient.marketingConsent}
            privacyConsent={patient.privacyConsentAt !== null}
          />
          {patient.privacyConsentAt ? (
            <p className={base.muted}>개인정보 동의 기록: {consoleDateTime(patient.privacyConsentAt)}</p>
          ) : null}
        </section>

        <section className={base.card} aria-labelledby="patient-accounts">
          <h2 id="patient-accounts">연결된 계정</h2>
          {patient.accounts.length === 0 ? (
            <p className={base.muted}>회원·비회원 계정이 없습니다. 전화나 방문으로만 예약한 환자입니다.</p>
          ) : (
            patient.accounts.map((account) => (
              <dl className={base.facts} key={account.id}>
                <dt>구분</dt>
                <dd>{account.type === "MEMBER" ? <Badge tone="info">회원</Badge> : <Badge>비회원</Badge>}</dd>
                <dt>이름</dt>
                <dd>{account.name}</dd>
                <dt>가입</dt>
                <dd>{consoleDateTime(account.createdAt)}</dd>
                <dt>마케팅 수신</dt>
                <dd>{yesNo(account.marketingReceivable)}</dd>
                <dt>예약 알림</dt>
                <dd>{yesNo(account.remindersReceivable)}</dd>
              </dl>
            ))
          )}
          <p className={base.muted}>계정의 수신 설정은 환자 본인이 마이페이지에서 바꿉니다.</p>
        </section>
      </div>

      <section className={base.card} aria-labelledby="patient-history">
        <h2 id="patient-history">예약 기록 {patient.counts.reservations}건</h2>
        {patient.history.length === 0 ? (
          <p className={base.muted}>예약 기록이 없습니다.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={base.table}>
              <ColumnHeads names={["예약 일시", "상태", "진료·시술", "의료진", "금액", "경로"]} />
              <tbody>
                {patient.history.map((visit) => (
                  <tr key={visit.id}>
                    <td className={styles.numeric}>
                      <time dateTime={visit.reservedAt}>{consoleDateTime(visit.reservedAt)}</time>
                    </td>
                    <td className={styles.wraps}>
                      {visitStatusLabels[visit.status]}
                      {visit.cancelReason ? (
                        <span className={base.muted}> · {visit.cancelReason}</span>
                      ) : null}
                    </td>
                    <td className={styles.wraps}>
                      {visit.treatments.length > 0 ? visit.treatments.join(", ") : "상담(진료)"}
                    </td>
                    <td>{visit.doctor ?? "—"}</td>
                    <td className={styles.numeric}>{won(visit.totalPrice)}</td>
                    <td>{visit.channel === "DESK" ? "전화·방문" : "온라인"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {mayErase ? (
        <section className={`${base.card} ${styles.danger}`} aria-labelledby="patient-erase">
          <div>
            <h2 id="patient-erase">개인정보 삭제</h2>
            <p className={base.muted}>환자가 요청하면 이름과 연락처를 지우고 예약 사실만 남깁니다.</p>
          </div>
          <ErasePatientButton
            name={patient.name}
            erase={erasePatientAction.bind(null, partnerId, patient.id)}
          />
        </section>
      ) : null}
    </div>
  );
}
