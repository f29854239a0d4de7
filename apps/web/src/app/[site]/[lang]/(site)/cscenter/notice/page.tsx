import { DEFAULT_PAGE_SIZE } from "@clinic/shared";
import type { Metadata } from "next";
import { getNotices } from "@/features/api";
import { Pagination } from "@/features/catalogue/components/pagination";
import { pageMetadata } from "@/features/catalogue/metadata";
import { firstParam, parsePage, type SearchParams } from "@/features/catalogue/query";
import { BoardSearch } from "@/features/content/components/board-search";
import { EmptyState } from "@/features/content/components/empty-state";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { parseKeyword } from "@/features/content/route-params";
import { NOTICE_LIST_PATH } from "@/features/cscenter/components/cscenter-links";
import { CscenterNav } from "@/features/cscenter/components/cscenter-nav";
import { NoticeRows } from "@/features/cscenter/components/notice-rows";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

const TITLE = "공지사항";

interface NoticeListPageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: NoticeListPageProps): Promise<Metadata> {
  const { site } = await params;
  const [{ partner }, query] = await Promise.all([loadSite(site), searchParams]);
  const page = parsePage(firstParam(query, "page"));
  return pageMetadata({
    partner,
    title: page > 1 ? `${TITLE} (${page}페이지)` : TITLE,
    description: "병원의 새로운 소식과 진료 안내를 알려 드립니다.",
    path: page > 1 ? `${NOTICE_LIST_PATH}?page=${page}` : NOTICE_LIST_PATH,
  });
}

/** Why the list is empty: nothing matched, a page past the end, or no notices at all. */
function emptyTitle(keyword: string, total: number): string {
  if (keyword) return "검색 결과가 없습니다.";
  return total > 0 ? "이 페이지에는 공지가 없습니다." : "등록된 공지사항이 없습니다.";
}

/** Notices: the pinned ones on top of every page, the rest paged, keyword search (all in the URL). */
export default async function NoticeListPage({ params, searchParams }: NoticeListPageProps) {
  const { site } = await params;
  const query = await searchParams;
  const page = parsePage(firstParam(query, "page"));
  const keyword = parseKeyword(query);
  const list = await getNotices(site, { page, pageSize: DEFAULT_PAGE_SIZE, keyword: keyword || undefined });
  const notices = [...list.pinned, ...list.rows];

  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading
        eyebrow="Notice"
        title={TITLE}
        description="병원의 새로운 소식과 진료 안내를 알려 드립니다."
      >
        <CscenterNav current={NOTICE_LIST_PATH} />
      </PageHeading>
      <PageBody>
        <BoardSearch action={NOTICE_LIST_PATH} keyword={keyword} total={list.total + list.pinned.length} />
        {notices.length === 0 ? (
          <EmptyState title={emptyTitle(keyword, list.total)}>
            {keyword ? <p>다른 검색어로 다시 찾아보세요.</p> : null}
          </EmptyState>
        ) : (
          <NoticeRows notices={notices} />
        )}
        <Pagination
          pathname={NOTICE_LIST_PATH}
          params={query}
          page={page}
          pageSize={list.pageSize}
          total={list.total}
          label="공지사항 페이지 이동"
        />
      </PageBody>
    </>
  );
}
