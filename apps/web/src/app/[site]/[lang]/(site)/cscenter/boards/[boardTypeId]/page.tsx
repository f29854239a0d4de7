import { DEFAULT_PAGE_SIZE } from "@clinic/shared";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
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
import { rowLang } from "@/features/i18n/row-lang";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { Link } from "@/ui/status/intent-link";

interface CustomerBoardPageProps {
  params: Promise<LanguageParams & { boardTypeId: string }>;
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
function emptyTitle(
  t: Awaited<ReturnType<typeof getTranslations<"customerBoards">>>,
  keyword: string,
  total: number,
): string {
  if (keyword) return t("noResults");
  return total > 0 ? t("postsOnPage") : t("noPosts");
}

export async function generateMetadata({ params, searchParams }: CustomerBoardPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("customerBoards");
  const { site, boardTypeId } = await params;
  const [{ partner }, { list, page }] = await Promise.all([
    loadSite(site),
    searchParams.then((query) => listOf(site, boardTypeId, query)),
  ]);
  const path = customerBoardHref(list.boardType.id);
  return pageMetadata({
    language,
    partner,
    title: page > 1 ? t("pageTitle", { title: list.boardType.name, page }) : list.boardType.name,
    description: list.boardType.description,
    path: page > 1 ? `${path}?page=${page}` : path,
  });
}

/** A customer board: its posts (private ones locked), keyword search, paging and the way to write. */
export default async function CustomerBoardPage({ params, searchParams }: CustomerBoardPageProps) {
  const language = await siteLanguage(params);
  const t = await getTranslations("customerBoards");
  const { site, boardTypeId } = await params;
  const query = await searchParams;
  const { list, page, keyword } = await listOf(site, boardTypeId, query);
  const board = list.boardType;
  const path = customerBoardHref(board.id);

  return (
    <>
      <HeaderOptions mobilePageTitle={board.name} />
      <PageHeading
        eyebrow="Customer Board"
        title={board.name}
        titleLang={rowLang(language, board, "name")}
        description={board.description}
        descriptionLang={rowLang(language, board, "description")}
      >
        <CscenterNav current={path} />
      </PageHeading>
      <PageBody>
        <BoardSearch action={path} keyword={keyword} total={list.total} />
        <div className={styles.listBlock}>
          {list.rows.length === 0 ? (
            <EmptyState title={emptyTitle(t, keyword, list.total)}>
              {keyword ? <p>{t("tryOther")}</p> : <p>{t("askUs")}</p>}
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
              {t("writeShort")}
            </Link>
          </div>
        </div>
        <Pagination
          pathname={path}
          params={query}
          page={page}
          pageSize={list.pageSize}
          total={list.total}
          label={rowLang(language, board, "name") === language ? t("pages", { name: board.name }) : undefined}
        />
      </PageBody>
    </>
  );
}
