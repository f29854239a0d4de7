import { PATIENT_SEARCH_MAX } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/console/components/badge";
import { ColumnHeads } from "@/console/components/column-heads";
import base from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { PageHead } from "@/console/components/page-head";
import { Pager } from "@/console/components/pager";
import { PhoneLink } from "@/console/components/phone-link";
import { consoleGet } from "@/console/lib/api";
import { clinicHref } from "@/console/lib/paths";
import { one } from "@/console/lib/search-params";
import { instantOrDash } from "@/console/patients/components/format";
import styles from "@/console/patients/components/patients.module.css";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "환자" };

type Search = { q?: string | string[]; page?: string | string[]; erased?: string | string[] };

/** The clinic's patients: searched by part of a name or phone (a GET form, so the URL keeps the search), newest visit first. */
export default async function PatientsPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<Search>;
}) {
  const partnerId = await clinicIdFrom(params);
  const search = await searchParams;
  // Over-long or odd input is cut here rather than shown as an error page: the API would refuse it (400).
  const q = (one(search.q) ?? "").trim().slice(0, PATIENT_SEARCH_MAX);
  const pageNumber = Number(one(search.page));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 100_000 ? pageNumber : 1;
  const list = await consoleGet("patients", {
    params: { partnerId },
    query: { ...(q ? { q } : {}), page },
  });
  const pages = Math.max(1, Math.ceil(list.total / list.size));
  const listHref = clinicHref(partnerId, "patients");
  const pageHref = (to: number) =>
    `${listHref}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`;
  const erased = one(search.erased);
  return (
    <div className={`${base.page} ${styles.page}`}>
      <PageHead title="환자" lead="예약, 회원, 비회원을 연락처로 묶은 환자 기록입니다." />
      {erased !== undefined ? (
        <p className={base.notice} role="status">
          환자 정보를 삭제했습니다.
          {Number(erased) > 0 ? ` 앞으로의 예약 ${Number(erased)}건을 취소했습니다.` : ""}
        </p>
      ) : null}
      <search className={base.card} aria-label="환자 검색">
        <form className={styles.search} method="get" action={listHref}>
          <FormField
            label="이름 또는 연락처"
            id="patients-q"
            type="search"
            name="q"
            maxLength={PATIENT_SEARCH_MAX}
            defaultValue={q}
            placeholder="예: 김, 1234, 010-1234"
          />
          <button className={base.button} type="submit">
            검색
          </button>
        </form>
      </search>
      <section className={base.card} aria-labelledby="patients-results">
        <h2 id="patients-results">
          {q ? `‘${q}’ 검색 결과` : "전체 환자"} {list.total.toLocaleString("ko-KR")}명
        </h2>
        {list.rows.length === 0 ? (
          <p className={base.muted}>
            {q
              ? "찾는 환자가 없습니다. 이름 일부나 연락처 뒷자리로도 찾을 수 있습니다."
              : "아직 환자가 없습니다."}
          </p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={base.table}>
              <ColumnHeads names={["이름", "연락처", "최근 내원", "다음 예약", "내원", "노쇼", "구분"]} />
              <tbody>
                {list.rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <Link href={`${listHref}/${row.id}`}>{row.name}</Link>
                    </td>
                    <td className={styles.numeric}>
                      <PhoneLink phone={row.phone} />
                    </td>
                    <td className={styles.numeric}>{instantOrDash(row.lastVisitAt)}</td>
                    <td className={styles.numeric}>{instantOrDash(row.nextBookingAt)}</td>
                    <td className={styles.numeric}>{row.visitCount}회</td>
                    <td className={styles.numeric}>
                      {row.noShowCount > 0 ? <Badge tone="negative">{row.noShowCount}회</Badge> : "0회"}
                    </td>
                    <td>
                      <span className={styles.flags}>
                        {row.member ? <Badge tone="info">회원</Badge> : null}
                        {row.guest ? <Badge>비회원</Badge> : null}
                        {row.desk ? <Badge tone="caution">전화 예약</Badge> : null}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page} pages={pages} href={pageHref} />
      </section>
    </div>
  );
}
