import { DEFAULT_PAGE_SIZE } from "@clinic/shared";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
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
import { rowLang } from "@/features/i18n/row-lang";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

interface BoardPageProps {
  params: Promise<LanguageParams & { boardTypeId: string }>;
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
function emptyTitle(
  t: Awaited<ReturnType<typeof getTranslations<"contentPages">>>,
  keyword: string,
  total: number,
): string {
  if (keyword) return t("noResults");
  return total > 0 ? t("postsOnPage") : t("noPosts");
}

export async function generateMetadata({ params, searchParams }: BoardPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const { site, boardTypeId } = await params;
  const [{ partner }, board, query] = await Promise.all([
    loadSite(site),
    boardOf(site, boardTypeId),
    searchParams,
  ]);
  const page = parsePage(firstParam(query, "page"));
  const path = boardListHref(board.id);
  return pageMetadata({
    language,
    partner,
    title: page > 1 ? t("pageTitle", { title: board.name, page }) : board.name,
    description: board.description,
    path: page > 1 ? `${path}?page=${page}` : path,
  });
}

/** A board: LIST rows or GALLERY cards, keyword search and paging (all in the URL). */
export default async function BoardPage({ params, searchParams }: BoardPageProps) {
  const language = await siteLanguage(params);
  const t = await getTranslations("contentPages");
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
      <PageHeading
        eyebrow="Board"
        title={board.name}
        titleLang={rowLang(language, board, "name")}
        description={board.description}
        descriptionLang={rowLang(language, board, "description")}
      />
      <PageBody>
        <BoardSearch action={path} keyword={keyword} total={list.total} />
        {list.rows.length === 0 ? (
          <EmptyState title={emptyTitle(t, keyword, list.total)}>
            {keyword ? <p>{t("tryOther")}</p> : null}
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
          label={
            rowLang(language, board, "name") === language ? t("boardPages", { name: board.name }) : undefined
          }
        />
      </PageBody>
    </>
  );
}
