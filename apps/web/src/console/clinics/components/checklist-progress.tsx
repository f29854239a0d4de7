import type { ClinicChecklist } from "@clinic/shared";
import Link from "next/link";
import { Badge } from "@/console/components/badge";
import { clinicHref } from "@/console/lib/paths";
import styles from "./checklist-progress.module.css";

/** One clinic's go-live progress in the operator's list: n/total, a bar, and whether it may go live. */
export function ChecklistProgress({
  partnerId,
  checklist,
}: {
  partnerId: number;
  checklist: ClinicChecklist | undefined;
}) {
  if (!checklist) return null;
  const blocked = checklist.missingIdentity.length > 0;
  const count = `${checklist.done}/${checklist.total}`;
  // One name for the whole link: its parts (a count, a bar, a badge) read as "/9 8" to a screen reader otherwise.
  const name = `공개 준비 ${checklist.done}개 완료, 전체 ${checklist.total}개${blocked ? ", 병원 정보 필요" : ""}`;
  return (
    <Link href={clinicHref(partnerId, "platform")} className={styles.progress} aria-label={name}>
      <span aria-hidden="true">{count}</span>
      <progress value={checklist.done} max={checklist.total} aria-label={`공개 준비 ${count}`} />
      {blocked ? <Badge tone="caution">병원 정보 필요</Badge> : null}
    </Link>
  );
}
