import {
  inquiryCategories,
  inquiryCategoryLabels,
  inquiryFilterLabels,
  inquiryFilters,
} from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/console/components/badge";
import { ColumnHeads } from "@/console/components/column-heads";
import base from "@/console/components/console.module.css";
import { choicesOf, FilterSelect } from "@/console/components/filter-select";
import { FormField } from "@/console/components/form-field";
import { PageHead } from "@/console/components/page-head";
import { Pager } from "@/console/components/pager";
import { PhoneLink } from "@/console/components/phone-link";
import { formatInstant } from "@/console/inbox/components/format";
import styles from "@/console/inbox/components/inbox.module.css";
import {
  inboxApiQuery,
  inboxFiltersFrom,
  inboxQuery,
  pageCount,
  type Search,
} from "@/console/inbox/lib/inbox-query";
import { consoleGet } from "@/console/lib/api";
import { clinicHref } from "@/console/lib/paths";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "문의함" };

/** Inquiries from the site's contact form: filtered by state, category and words, newest first. */
export default async function InboxPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<Search>;
}) {
  const partnerId = await clinicIdFrom(params);
  const filters = inboxFiltersFrom(await searchParams);
  const list = await consoleGet("inquiries", { params: { partnerId }, query: inboxApiQuery(filters) });
  const pages = pageCount(list.total);
  const listHref = clinicHref(partnerId, "inbox");
  const pageHref = (page: number) => `${listHref}?${inboxQuery({ ...filters, page })}`;
  // The detail links back to this very list (filters and page kept).
  const back = encodeURIComponent(inboxQuery(filters));
  return (
    <div className={base.page}>
      <PageHead
        title="문의함"
        lead={
          <>홈페이지 ‘문의하기’로 들어온 문의입니다. 미처리 {list.unhandledCount.toLocaleString("ko-KR")}건</>
        }
      />
      <section className={base.card} aria-label="조회 조건">
        <form className={styles.filters} method="get" action={listHref}>
          <FilterSelect
            id="inbox-status"
            name="status"
            label="상태"
            defaultValue={filters.status}
            choices={choicesOf(inquiryFilters, inquiryFilterLabels)}
          />
          <FilterSelect
            id="inbox-category"
            name="category"
            label="분류"
            defaultValue={filters.category ?? ""}
            choices={choicesOf(inquiryCategories, inquiryCategoryLabels)}
            all
          />
          <FormField
            label="검색어"
            id="inbox-q"
            type="search"
            name="q"
            maxLength={50}
            defaultValue={filters.q}
            placeholder="이름, 연락처, 이메일, 내용"
          />
          <button className={base.button} type="submit">
            조회
          </button>
        </form>
      </section>
      <section className={base.card} aria-labelledby="inbox-results">
        <h2 id="inbox-results">
          {inquiryFilterLabels[filters.status]} 문의 {list.total.toLocaleString("ko-KR")}건
        </h2>
        {list.rows.length === 0 ? (
          <p className={base.muted}>해당하는 문의가 없습니다.</p>
        ) : (
          <table className={base.table}>
            <ColumnHeads names={["접수 일시", "분류", "이름", "연락처", "내용", "상태"]} />
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <time dateTime={row.createdAt}>{formatInstant(row.createdAt)}</time>
                  </td>
                  <td>{inquiryCategoryLabels[row.category]}</td>
                  <td>{row.name}</td>
                  <td>
                    <PhoneLink phone={row.phone} />
                  </td>
                  <td>
                    <Link href={`${listHref}/${row.id}?back=${back}`}>{row.excerpt || "(내용 없음)"}</Link>
                  </td>
                  <td>
                    {row.handledAt ? (
                      <Badge tone="positive">처리 완료</Badge>
                    ) : (
                      <Badge tone="caution">미처리</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager page={filters.page} pages={pages} href={pageHref} />
      </section>
    </div>
  );
}
