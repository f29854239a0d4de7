import { DEFAULT_PAGE_SIZE } from "@clinic/shared";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCustomerPosts, orNotFound } from "@/features/api";
import { Pagination } from "@/features/catalogue/components/pagination";
import { pageMetadata } from "@/features/catalogue/metadata";
import { firstParam, parseId, parsePage, type SearchParams } from "@/features/catalogue/query";
import { BoardSearch } from "@/features/content/components/board-search";
import { EmptyState } from "@/features/content/components/empty-state";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { parseKeyword } from "@/features/content/route-params";
import { CscenterNav } from "@/features/cscenter/components/cscenter-nav";
import styles from "@/features/customer-boards/components/board-page.module.css";
import {
  customerBoardHref,
  customerBoardWriteHref,
  isCustomerBoard,
} from "@/features/customer-boards/components/customer-board-links";
import { PostTable } from "@/features/customer-boards/components/post-table";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { Link } from "@/ui/status/intent-link";

interface CustomerBoardPageProps {
  params: Promise<{ site: string; boardTypeId: string }>;
  searchParams: Promise<SearchParams>;
}

/**
 * This visitor's page of the board, or the 404 page: malformed ids, other clinics' boards and /boards boards.
 * Per visitor (private posts are locked differently for their member author), so never cached.
 */
async function listOf(site: string, rawId: string, query: SearchParams) {
  const id = parseId(rawId);
  if (id === null) notFound();
  const page = parsePage(firstParam(query, "page"));
  const keyword = parseKeyword(query);
  const list = await orNotFound(getCustomerPosts(site, id, page, DEFAULT_PAGE_SIZE, keyword));
  if (!isCustomerBoard(list.boardType) || list.boardType.id !== id) notFound();
  return { list, page, keyword };
}

/** Why the page has no rows: nothing matched, a page past the end, or an empty board. */
function emptyTitle(keyword: string, total: number): string {
  if (keyword) return "검색 결과가 없습니다.";
  return total > 0 ? "이 페이지에는 글이 없습니다." : "아직 등록된 글이 없습니다.";
}

export async function generateMetadata({ params, searchParams }: CustomerBoardPageProps): Promise<Metadata> {
  const { site, boardTypeId } = await params;
  const [{ partner }, { list, page }] = await Promise.all([
    loadSite(site),
    searchParams.then((query) => listOf(site, boardTypeId, query)),
  ]);
  const path = customerBoardHref(list.boardType.id);
  return pageMetadata({
    partner,
    title: page > 1 ? `${list.boardType.name} (${page}페이지)` : list.boardType.name,
    description: list.boardType.description,
    path: page > 1 ? `${path}?page=${page}` : path,
  });
}

/** A customer board: its posts (private ones locked), keyword search, paging and the way to write. */
export default async function CustomerBoardPage({ params, searchParams }: CustomerBoardPageProps) {
  const { site, boardTypeId } = await params;
  const query = await searchParams;
  const { list, page, keyword } = await listOf(site, boardTypeId, query);
  const board = list.boardType;
  const path = customerBoardHref(board.id);

  return (
    <>
      <HeaderOptions mobilePageTitle={board.name} />
      <PageHeading eyebrow="Customer Board" title={board.name} description={board.description}>
        <CscenterNav current={path} />
      </PageHeading>
      <PageBody>
        <BoardSearch action={path} keyword={keyword} total={list.total} />
        <div className={styles.listBlock}>
          {list.rows.length === 0 ? (
            <EmptyState title={emptyTitle(keyword, list.total)}>
              {keyword ? (
                <p>다른 검색어로 다시 찾아보세요.</p>
              ) : (
                <p>궁금한 점을 남겨 주시면 답변해 드립니다.</p>
              )}
            </EmptyState>
          ) : (
            <PostTable
              boardName={board.name}
              posts={list.rows}
              total={list.total}
              page={page}
              pageSize={list.pageSize}
            />
          )}
          <div className={styles.listActions}>
            <Link href={customerBoardWriteHref(board.id)} className={styles.writeLink}>
              글쓰기
            </Link>
          </div>
        </div>
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
