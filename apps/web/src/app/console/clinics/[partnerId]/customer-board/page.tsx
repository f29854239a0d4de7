import { answerFilterLabels, answerFilters } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import { ColumnHeads } from "@/console/components/column-heads";
import base from "@/console/components/console.module.css";
import { choicesOf, FilterSelect } from "@/console/components/filter-select";
import { FormField } from "@/console/components/form-field";
import { PageHead } from "@/console/components/page-head";
import { Pager } from "@/console/components/pager";
import { PostBadges } from "@/console/customer-board/components/post-badges";
import { boardApiQuery, boardFiltersFrom, boardQuery } from "@/console/customer-board/lib/board-query";
import { formatInstant } from "@/console/inbox/components/format";
import styles from "@/console/inbox/components/inbox.module.css";
import { pageCount, type Search } from "@/console/inbox/lib/inbox-query";
import { consoleGet } from "@/console/lib/api";
import { clinicHref } from "@/console/lib/paths";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "고객 게시판 관리" };

const NOTICES: Record<string, string> = {
  deleted: "게시글을 삭제했습니다. 홈페이지에서 더 이상 보이지 않습니다.",
};

/** Visitors' posts on the customer boards: private ones readable here, hidden and deleted ones marked. */
export default async function CustomerBoardPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<Search>;
}) {
  const partnerId = await clinicIdFrom(params);
  const search = await searchParams;
  const notice = NOTICES[typeof search.notice === "string" ? search.notice : ""];
  const filters = boardFiltersFrom(search);
  const list = await consoleGet("boardPosts", { params: { partnerId }, query: boardApiQuery(filters) });
  const pages = pageCount(list.total);
  const listHref = clinicHref(partnerId, "customer-board");
  const pageHref = (page: number) => `${listHref}?${boardQuery({ ...filters, page })}`;
  const back = encodeURIComponent(boardQuery(filters));
  return (
    <div className={base.page}>
      <PageHead
        title="고객 게시판 관리"
        lead="방문자가 고객 게시판에 쓴 글입니다. 비밀글도 여기서 읽고 답변할 수 있습니다. 숨긴 글과 삭제한 글은 홈페이지에 보이지 않습니다."
        notice={notice}
      />
      <section className={base.card} aria-label="조회 조건">
        <form className={styles.filters} method="get" action={listHref}>
          <FilterSelect
            id="board-type"
            name="boardTypeId"
            label="게시판"
            defaultValue={filters.boardTypeId ? String(filters.boardTypeId) : ""}
            choices={list.boards.map((board) => ({
              value: board.id,
              label: board.isVisible ? board.name : `${board.name} (숨긴 게시판)`,
            }))}
            all
          />
          <FilterSelect
            id="board-answer"
            name="answer"
            label="답변"
            defaultValue={filters.answer}
            choices={choicesOf(answerFilters, answerFilterLabels)}
          />
          <div className={base.field}>
            <label className={base.label} htmlFor="board-hidden">
              숨긴 글
            </label>
            <select
              className={base.input}
              id="board-hidden"
              name="hidden"
              defaultValue={filters.includeHidden ? "include" : "exclude"}
            >
              <option value="include">포함</option>
              <option value="exclude">제외</option>
            </select>
          </div>
          <div className={base.field}>
            <label className={base.label} htmlFor="board-deleted">
              삭제한 글
            </label>
            <select
              className={base.input}
              id="board-deleted"
              name="deleted"
              defaultValue={filters.includeDeleted ? "include" : "exclude"}
            >
              <option value="exclude">제외</option>
              <option value="include">포함</option>
            </select>
          </div>
          <FormField
            label="검색어"
            id="board-q"
            type="search"
            name="q"
            maxLength={50}
            defaultValue={filters.q}
            placeholder="제목, 내용, 작성자"
          />
          <button className={base.button} type="submit">
            조회
          </button>
        </form>
      </section>
      <section className={base.card} aria-labelledby="board-results">
        <h2 id="board-results">게시글 {list.total.toLocaleString("ko-KR")}건</h2>
        {list.rows.length === 0 ? (
          <p className={base.muted}>해당하는 게시글이 없습니다.</p>
        ) : (
          <table className={base.table}>
            <ColumnHeads names={["작성 일시", "게시판", "제목", "작성자"]} />
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <time dateTime={row.createdAt}>{formatInstant(row.createdAt)}</time>
                  </td>
                  <td>{row.boardName}</td>
                  <td>
                    <Link href={`${listHref}/${row.id}?back=${back}`}>{row.title}</Link>
                    <PostBadges post={row} />
                  </td>
                  <td>
                    {row.authorName}
                    {row.isGuest ? "" : " (회원)"}
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
