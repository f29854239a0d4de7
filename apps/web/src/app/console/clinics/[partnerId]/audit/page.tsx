import { auditActionLabels } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import styles from "@/console/components/console.module.css";
import { consoleGet } from "@/console/lib/api";
import { parseClinicId } from "@/console/lib/me";

export const metadata: Metadata = { title: "변경 기록" };

const PAGE_SIZE = 30;
const formatTime = new Intl.DateTimeFormat("ko-KR", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Seoul",
});

export default async function AuditPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<{ page?: string }>;
}) {
  const partnerId = parseClinicId((await params).partnerId);
  if (partnerId === null) notFound();
  const rawPage = Number((await searchParams).page ?? 0);
  const page = Number.isInteger(rawPage) && rawPage >= 0 && rawPage <= 10_000 ? rawPage : 0;
  const audit = await consoleGet("audit", { params: { partnerId }, query: { page, size: PAGE_SIZE } });
  const hasNext = (page + 1) * PAGE_SIZE < audit.totalElements;
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>변경 기록</h1>
        <p className={styles.lead}>
          누가 언제 무엇을 바꾸었는지 보여 줍니다. (총 {audit.totalElements.toLocaleString("ko-KR")}건)
        </p>
      </header>
      <section className={styles.card}>
        {audit.content.length === 0 ? (
          <p className={styles.muted}>아직 기록이 없습니다.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">일시</th>
                <th scope="col">작업</th>
                <th scope="col">대상</th>
                <th scope="col">계정</th>
              </tr>
            </thead>
            <tbody>
              {audit.content.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatTime.format(new Date(entry.createdAt))}</td>
                  <td>{auditActionLabels[entry.action] ?? entry.action}</td>
                  <td>{entry.target}</td>
                  <td>{entry.staffEmail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <nav className={styles.row} aria-label="페이지">
          {page > 0 ? <Link href={`?page=${page - 1}`}>이전 페이지</Link> : null}
          {hasNext ? <Link href={`?page=${page + 1}`}>다음 페이지</Link> : null}
        </nav>
      </section>
    </div>
  );
}
