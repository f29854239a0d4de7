import { staffRoleLabels } from "@clinic/shared";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ColumnHeads } from "@/console/components/column-heads";
import styles from "@/console/components/console.module.css";
import { SubmitButton } from "@/console/components/submit-button";
import { consoleGet } from "@/console/lib/api";
import { getStaffMe, parseClinicId } from "@/console/lib/me";
import { removeStaffAction } from "@/console/staff/actions";
import { InviteForm } from "@/console/staff/components/invite-form";
import { RoleForm } from "@/console/staff/components/role-form";

export const metadata: Metadata = { title: "직원 계정" };

const formatDate = new Intl.DateTimeFormat("ko-KR", { dateStyle: "medium", timeZone: "Asia/Seoul" });

export default async function StaffPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = parseClinicId((await params).partnerId);
  if (partnerId === null) notFound();
  const [{ content }, me] = await Promise.all([
    consoleGet("staffList", { params: { partnerId } }),
    getStaffMe(),
  ]);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>직원 계정</h1>
        <p className={styles.lead}>
          직원은 예약·문의를 응대하고, 실장(매니저)은 예약 설정·진료 일정·알림 문구도 관리합니다. 사이트
          설정과 계정은 원장만 바꿀 수 있습니다. 권한 변경은 변경 기록에 남습니다.
        </p>
      </header>
      <section className={styles.card} aria-labelledby="invite-title">
        <h2 id="invite-title">직원 초대</h2>
        <InviteForm partnerId={partnerId} />
      </section>
      <section className={styles.card} aria-labelledby="staff-title">
        <h2 id="staff-title">계정 목록</h2>
        <table className={styles.table}>
          <ColumnHeads names={["이름", "이메일", "권한", "등록일", "관리"]} />
          <tbody>
            {content.map((row) => (
              <tr key={row.id}>
                <td>{row.name}</td>
                <td>{row.email}</td>
                <td>
                  {row.id === me.staff.id || row.role === "OPERATOR" ? (
                    // One's own role is not changed here (the API refuses it too).
                    staffRoleLabels[row.role]
                  ) : (
                    <RoleForm partnerId={partnerId} staffId={row.id} name={row.name} role={row.role} />
                  )}
                  {row.invited ? <span className={styles.muted}> (초대 수락 전)</span> : null}
                </td>
                <td>{formatDate.format(new Date(row.createdAt))}</td>
                <td>
                  {row.role === "STAFF" || row.role === "MANAGER" ? (
                    <form action={removeStaffAction.bind(null, partnerId, row.id)}>
                      <SubmitButton variant="danger" pendingLabel="삭제 중…">
                        {`${row.name} 삭제`}
                      </SubmitButton>
                    </form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
