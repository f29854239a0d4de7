import type { ClinicChecklist, ClinicDomains } from "@clinic/shared";
import Link from "next/link";
import { Badge, type BadgeTone } from "@/console/components/badge";
import { ColumnHeads } from "@/console/components/column-heads";
import styles from "@/console/components/console.module.css";
import { clinicHref } from "@/console/lib/paths";
import checklistStyles from "./checklist.module.css";

const STATE: Record<ClinicChecklist["items"][number]["state"], { label: string; tone: BadgeTone }> = {
  done: { label: "완료", tone: "positive" },
  missing: { label: "필요", tone: "caution" },
  unchecked: { label: "확인 전", tone: "neutral" },
};

/** The go-live checklist of one clinic: each item, its state, what is missing and a link to where it is fixed. */
export function GoLiveChecklist({ partnerId, checklist }: { partnerId: number; checklist: ClinicChecklist }) {
  return (
    <div className={checklistStyles.checklist}>
      <p className={styles.muted}>
        {checklist.total}개 중 {checklist.done}개 완료
        {checklist.missingIdentity.length > 0
          ? ` · 병원 정보(${checklist.missingIdentity.join(", ")})가 비어 있어 아직 공개할 수 없습니다.`
          : ""}
      </p>
      <ul className={checklistStyles.items}>
        {checklist.items.map((item) => {
          const state = STATE[item.state];
          return (
            <li key={item.key} className={checklistStyles.item} data-state={item.state}>
              <Badge tone={state.tone}>{state.label}</Badge>
              <div className={checklistStyles.text}>
                <Link href={clinicHref(partnerId, item.page)} className={checklistStyles.label}>
                  {item.label}
                  {item.required ? " (공개 필수)" : ""}
                </Link>
                <span className={styles.muted}>{item.detail}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Each custom domain: the DNS record to create at the clinic's DNS provider and whether it answers already. */
export function DomainRecords({ domains }: { domains: ClinicDomains["domains"] }) {
  if (domains.length === 0) {
    return (
      <p className={styles.muted}>
        연결된 병원 도메인이 없습니다. 아래에 도메인을 입력하면 만들 DNS 레코드가 보입니다.
      </p>
    );
  }
  return (
    <div className={checklistStyles.scroll}>
      <table className={styles.table}>
        <ColumnHeads names={["도메인", "만들 DNS 레코드", "상태"]} />
        <tbody>
          {domains.map((domain) => (
            <tr key={domain.host}>
              <td className={checklistStyles.host}>
                {domain.host}
                {domain.isPrimary ? <span className={styles.muted}> (대표)</span> : null}
              </td>
              <td>
                {domain.records.map((record) => (
                  <code key={record.type} className={checklistStyles.record}>
                    {record.type} {record.name} → {record.value}
                  </code>
                ))}
              </td>
              <td>
                {domain.connected ? (
                  <Badge tone="positive">연결됨</Badge>
                ) : (
                  <Badge tone="caution">아직 연결되지 않음</Badge>
                )}
                {domain.found.length > 0 ? (
                  <span className={`${styles.muted} ${checklistStyles.found}`}>
                    조회 결과: {domain.found.join(", ")}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
