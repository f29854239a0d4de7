import { auditKinds } from "@clinic/shared";
import Link from "next/link";
import styles from "@/console/components/console.module.css";
import audit from "./audit.module.css";

export interface AuditFilterValues {
  who: string;
  kind: string;
  from: string;
  to: string;
}

/** The audit log's filters: a plain GET form (works without script), so a filtered view is a shareable address. */
export function AuditFilters({
  action,
  actors,
  values,
  resetHref,
}: {
  action: string;
  actors: { id: number; name: string }[];
  values: AuditFilterValues;
  resetHref: string;
}) {
  return (
    <form className={audit.filters} method="get" action={action} aria-label="기록 필터">
      <label className={styles.field}>
        <span className={styles.label}>누가</span>
        <select className={styles.input} name="who" defaultValue={values.who}>
          <option value="">모든 계정</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>무엇을</span>
        <select className={styles.input} name="kind" defaultValue={values.kind}>
          <option value="">모든 종류</option>
          {Object.entries(auditKinds).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>시작일</span>
        <input className={styles.input} type="date" name="from" defaultValue={values.from} />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>종료일</span>
        <input className={styles.input} type="date" name="to" defaultValue={values.to} />
      </label>
      <div className={audit.filterActions}>
        <button className={styles.button} type="submit">
          찾기
        </button>
        <Link href={resetHref}>조건 지우기</Link>
      </div>
    </form>
  );
}
