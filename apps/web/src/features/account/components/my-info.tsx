import type { Customer } from "@clinic/shared";
import { formatPhone } from "@/ui/format/phone";
import styles from "./my-page.module.css";

const joined = new Intl.DateTimeFormat("ko-KR", { dateStyle: "long", timeZone: "Asia/Seoul" });

/** The customer's own details as the my-page lists them (their own data, so unmasked). */
export function MyInfo({ customer }: { customer: Customer }) {
  const rows = [
    { term: "이름", value: customer.name },
    { term: "휴대폰 번호", value: formatPhone(customer.phone) || "-" },
    { term: "회원 구분", value: customer.type === "REGISTERED" ? "회원" : "비회원" },
    { term: "가입일", value: joined.format(new Date(customer.createdAt)) },
  ];
  return (
    <dl className={styles.info} data-testid="my-info">
      {rows.map((row) => (
        <div key={row.term} className={styles.infoRow}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
