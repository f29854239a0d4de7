import { DEFAULT_PAGE_SIZE } from "@clinic/shared";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getBoardPosts, getBoardType, orNotFound } from "@/features/api";
import { Pagination } from "@/features/catalogue/components/pagination";
import { pageMetadata } from "@/features/catalogue/metadata";
import { firstParam, parseId, parsePage, type SearchParams } from "@/features/catalogue/query";
import { BOARD_AREA, boardListHref } from "@/features/content/board-links";
import { BoardGallery } from "@/features/content/components/board-gallery";
import { BoardRows } from "@/features/content/components/board-rows";
import { BoardSearch } from "@/features/content/components/board-search";
import { EmptyState } from "@/features/content/components/empty-state";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { parseKeyword } from "@/features/content/route-params";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

interface BoardPageProps {
  params: Promise<{ site: string; boardTypeId: string }>;
  searchParams: Promise<SearchParams>;
}

/** The board of this URL, or the 404 page: malformed ids, other clinics' boards and customer-centre boards. */
async function boardOf(site: string, rawId: string) {
  const id = parseId(rawId);
  if (id === null) notFound();
  const board = await orNotFound(getBoardType(site, id));
  // Customer-centre boards have their own pages under /cscenter.
  if (board.area !== BOARD_AREA) notFound();
  return board;
}

/** Why the page has no rows: nothing matched, a page past the end, or an empty board. */
function emptyTitle(keyword: string, total: number): string {
  if (keyword) return "검색 결과가 없습니다.";
  return total > 0 ? "이 페이지에는 글이 없습니다." : "등록된 글이 없습니다.";
}

export async function generateMetadata({ params, searchParams }: BoardPageProps): Promise<Metadata> {
  const { site, boardTypeId } = await params;
  const [{ partner }, board, query] = await Promise.all([
    loadSite(site),
    boardOf(site, boardTypeId),
    searchParams,
  ]);
  const page = parsePage(firstParam(query, "page"));
  const path = boardListHref(board.id);
  return pageMetadata({
    partner,
    title: page > 1 ? `${board.name} (${page}페이지)` : board.name,
    description: board.description,
    path: page > 1 ? `${path}?page=${page}` : path,
  });
}

/** A board: LIST rows or GALLERY cards, keyword search and paging (all in the URL). */
export default async function BoardPage({ params, searchParams }: BoardPageProps) {
  const { site, boardTypeId } = await params;
  const [board, query] = await Promise.all([boardOf(site, boardTypeId), searchParams]);
  const page = parsePage(firstParam(query, "page"));
  const keyword = parseKeyword(query);
  const list = await orNotFound(
    getBoardPosts(site, board.id, { page, pageSize: DEFAULT_PAGE_SIZE, keyword: keyword || undefined }),
  );
  const path = boardListHref(board.id);

  return (
    <>
      <HeaderOptions mobilePageTitle={board.name} />
      <PageHeading eyebrow="Board" title={board.name} description={board.description} />
      <PageBody>
        <BoardSearch action={path} keyword={keyword} total={list.total} />
        {list.rows.length === 0 ? (
          <EmptyState title={emptyTitle(keyword, list.total)}>
            {keyword ? <p>다른 검색어로 다시 찾아보세요.</p> : null}
          </EmptyState>
        ) : board.layout === "GALLERY" ? (
          <BoardGallery posts={list.rows} />
        ) : (
          <BoardRows posts={list.rows} />
        )}
        <Pagination
          pathname={path}
          params={query}
          page={page}
          pageSize={list.pageSize}
          total={list.total}
          label={`${board.name} 페이지 이동`}
        />
      </PageBody>
    </>
  );
}
