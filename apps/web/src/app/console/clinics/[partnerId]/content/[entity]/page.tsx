import { CONTENT_PAGE_SIZE_MAX } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import base from "@/console/components/console.module.css";
import { PageHead } from "@/console/components/page-head";
import { ContentTable } from "@/console/content/components/content-table";
import styles from "@/console/content/components/content-table.module.css";
import { listQuery, screenParams } from "@/console/content/lib/screen-params";
import { listContent } from "@/console/lib/content";
import { getStaffMe } from "@/console/lib/me";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { roleReaches } from "@/console/lib/roles";

interface ContentListProps {
  params: Promise<{ partnerId: string; entity: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: ContentListProps): Promise<Metadata> {
  const { screen } = await screenParams(params);
  return { title: screen.title };
}

/** One entity's rows: search, pages, the trash, bulk hide/delete with undo, and drag-and-drop order. */
export default async function ContentListPage({ params, searchParams }: ContentListProps) {
  const [{ partnerId, screen }, query] = await Promise.all([
    screenParams(params),
    searchParams.then(listQuery),
  ]);
  const [list, me] = await Promise.all([
    // A clinic's whole list fits one page (up to 100 rows), so dragging can put any row anywhere.
    listContent(partnerId, screen.key, { ...query, size: CONTENT_PAGE_SIZE_MAX }),
    getStaffMe(),
  ]);
  const href = (path: string) => consoleHref(clinicHref(partnerId, `content/${screen.key}${path}`));
  const pages = Math.max(1, Math.ceil(list.total / list.size));
  const pageHref = (page: number) => {
    const search = new URLSearchParams();
    if (query.q) search.set("q", query.q);
    if (query.trash) search.set("trash", "1");
    if (page > 1) search.set("page", String(page));
    return href(search.size > 0 ? `?${search}` : "");
  };
  return (
    <div className={base.page}>
      <PageHead title={query.trash ? `${screen.title} 휴지통` : screen.title} lead={screen.lead} />
      <div className={styles.toolbar}>
        <search>
          <form className={base.row} action={href("")}>
            {query.trash ? <input type="hidden" name="trash" value="1" /> : null}
            <label className={styles.search}>
              <span className={base.label}>검색</span>
              <input
                className={base.input}
                type="search"
                name="q"
                defaultValue={query.q ?? ""}
                maxLength={100}
              />
            </label>
            <button className={base.secondary} type="submit">
              찾기
            </button>
          </form>
        </search>
        <div className={base.row}>
          {screen.blank && !query.trash ? (
            <Link className={base.button} href={href("/new")}>
              {`새 ${screen.title} 작성`}
            </Link>
          ) : null}
          <Link className={base.secondary} href={query.trash ? href("") : href("?trash=1")}>
            {query.trash ? "목록으로" : "휴지통"}
          </Link>
        </div>
      </div>
      <ContentTable
        partnerId={partnerId}
        entity={screen.key}
        title={screen.title}
        rows={list.rows}
        trash={query.trash}
        // Dragging changes the site's order: only on the first page of the unfiltered list, where all rows are seen.
        orderable={list.ordered && !query.trash && !query.q && list.total <= list.size}
        canPurge={roleReaches(me.staff.role, "OWNER")}
        editHref={href("")}
      />
      {pages > 1 ? (
        <nav aria-label="페이지" className={styles.pages}>
          {query.page > 1 ? <Link href={pageHref(query.page - 1)}>이전</Link> : null}
          <span>
            {query.page} / {pages} 페이지 (총 {list.total.toLocaleString("ko-KR")}개)
          </span>
          {query.page < pages ? <Link href={pageHref(query.page + 1)}>다음</Link> : null}
        </nav>
      ) : (
        <p className={base.muted}>총 {list.total.toLocaleString("ko-KR")}개</p>
      )}
    </div>
  );
}
