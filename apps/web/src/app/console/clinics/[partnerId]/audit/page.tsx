import { auditActionLabels, auditKinds, staffRoleLabels } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import audit from "@/console/audit/components/audit.module.css";
import { AuditFilters, type AuditFilterValues } from "@/console/audit/components/audit-filters";
import styles from "@/console/components/console.module.css";
import { consoleSend } from "@/console/lib/api";
import { parseClinicId } from "@/console/lib/me";
import { clinicHref } from "@/console/lib/paths";
import { consoleDateTime } from "@/console/lib/time";

export const metadata: Metadata = { title: "변경 기록" };

const PAGE_SIZE = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Search = { page?: string; who?: string; kind?: string; from?: string; to?: string };

/** The filters as typed in the address (only well-formed values go on to the API, which judges the rest). */
function filtersOf(search: Search): AuditFilterValues {
  return {
    who: /^\d{1,10}$/.test(search.who ?? "") ? (search.who as string) : "",
    kind: search.kind && search.kind in auditKinds ? search.kind : "",
    from: DAY.test(search.from ?? "") ? (search.from as string) : "",
    to: DAY.test(search.to ?? "") ? (search.to as string) : "",
  };
}

export default async function AuditPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<Search>;
}) {
  const partnerId = parseClinicId((await params).partnerId);
  if (partnerId === null) notFound();
  const search = await searchParams;
  const rawPage = Number(search.page ?? 0);
  const page = Number.isInteger(rawPage) && rawPage >= 0 && rawPage <= 10_000 ? rawPage : 0;
  const filters = filtersOf(search);
  const result = await consoleSend("audit", {
    params: { partnerId },
    query: {
      page,
      size: PAGE_SIZE,
      ...(filters.who ? { staffId: Number(filters.who) } : {}),
      ...(filters.kind ? { kind: filters.kind as keyof typeof auditKinds } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
    },
  });
  if (!result.ok && (result.status === 403 || result.status === 404)) notFound();
  const data = result.ok ? result.data : { content: [], totalElements: 0, actors: [] };
  const hasNext = (page + 1) * PAGE_SIZE < data.totalElements;
  const pageHref = (target: number) => {
    const query = new URLSearchParams(
      Object.entries({ ...filters, page: String(target) }).filter(([, value]) => value !== ""),
    );
    return `${clinicHref(partnerId, "audit")}?${query}`;
  };
  const filtered = Object.values(filters).some((value) => value !== "");
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>변경 기록</h1>
        <p className={styles.lead}>
          누가 언제 무엇을 바꾸었는지 보여 줍니다. ({filtered ? "조건에 맞는 기록 " : "총 "}
          {data.totalElements.toLocaleString("ko-KR")}건)
        </p>
      </header>
      <section className={styles.card} aria-label="기록 찾기">
        <AuditFilters
          action={clinicHref(partnerId, "audit")}
          actors={data.actors}
          values={filters}
          resetHref={clinicHref(partnerId, "audit")}
        />
        {result.ok ? null : (
          <p className={styles.alert} role="alert">
            {[result.message, ...new Set(Object.values(result.fields))].join(" ")}
          </p>
        )}
      </section>
      <section className={styles.card} aria-label="기록">
        {data.content.length === 0 ? (
          <p className={styles.muted}>
            {filtered ? "조건에 맞는 기록이 없습니다." : "아직 기록이 없습니다."}
          </p>
        ) : (
          <ol className={audit.list} aria-label="변경 기록 목록">
            {data.content.map((entry) => {
              const label = auditActionLabels[entry.action] ?? entry.action;
              const detail = (entry.detail ?? {}) as { title?: unknown; name?: unknown; email?: unknown };
              // What the entry is about, by name: a title, a person's name, or an account's e-mail.
              const named = [detail.title, detail.name, detail.email].find(
                (value): value is string => typeof value === "string" && value.trim() !== "",
              );
              const targetText = named ? `‘${named}’` : entry.target;
              return (
                <li key={entry.id} className={audit.entry} data-testid="audit-entry">
                  <p className={audit.head}>
                    <time dateTime={entry.createdAt} className={audit.time}>
                      {consoleDateTime(entry.createdAt)}
                    </time>
                    <span className={audit.who}>
                      {entry.staffName ?? entry.staffEmail}
                      {entry.staffRole ? (
                        <span className={audit.role}> · {staffRoleLabels[entry.staffRole]}</span>
                      ) : null}
                    </span>
                  </p>
                  <p className={audit.what}>
                    <strong>{label}</strong>{" "}
                    {entry.href ? (
                      <Link href={clinicHref(partnerId, entry.href)}>{targetText}</Link>
                    ) : (
                      <span className={styles.muted}>{targetText}</span>
                    )}
                  </p>
                  {entry.changes.length > 0 ? (
                    <ul className={audit.changes} aria-label="바뀐 내용">
                      {entry.changes.map((change) => (
                        <li key={change.field}>
                          <span className={audit.field}>{change.field}</span>{" "}
                          <del className={audit.before}>{change.before ?? "(없음)"}</del>
                          <span aria-hidden="true"> → </span>
                          <span className="visually-hidden">에서</span>
                          <ins className={audit.after}>{change.after ?? "(없음)"}</ins>
                          <span className="visually-hidden">(으)로</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
        <nav className={styles.row} aria-label="페이지">
          {page > 0 ? <Link href={pageHref(page - 1)}>이전 페이지</Link> : null}
          {hasNext ? <Link href={pageHref(page + 1)}>다음 페이지</Link> : null}
        </nav>
      </section>
    </div>
  );
}
