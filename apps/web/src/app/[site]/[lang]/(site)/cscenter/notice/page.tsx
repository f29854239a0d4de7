import { DEFAULT_PAGE_SIZE } from "@clinic/shared";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
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
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

interface NoticeListPageProps {
  params: Promise<LanguageParams>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: NoticeListPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("cscenter");
  const { site } = await params;
  const [{ partner }, query] = await Promise.all([loadSite(site), searchParams]);
  const page = parsePage(firstParam(query, "page"));
  return pageMetadata({
    language,
    partner,
    title: page > 1 ? t("pageTitle", { title: t("notices"), page }) : t("notices"),
    description: t("noticesDescription"),
    path: page > 1 ? `${NOTICE_LIST_PATH}?page=${page}` : NOTICE_LIST_PATH,
  });
}

/** Why the list is empty: nothing matched, a page past the end, or no notices at all. */
function emptyTitle(
  t: Awaited<ReturnType<typeof getTranslations<"cscenter">>>,
  keyword: string,
  total: number,
): string {
  if (keyword) return t("noResults");
  return total > 0 ? t("noticesOnPage") : t("noNotices");
}

/** Notices: the pinned ones on top of every page, the rest paged, keyword search (all in the URL). */
export default async function NoticeListPage({ params, searchParams }: NoticeListPageProps) {
  await siteLanguage(params);
  const t = await getTranslations("cscenter");
  const { site } = await params;
  const query = await searchParams;
  const page = parsePage(firstParam(query, "page"));
  const keyword = parseKeyword(query);
  const list = await getNotices(site, { page, pageSize: DEFAULT_PAGE_SIZE, keyword: keyword || undefined });
  const notices = [...list.pinned, ...list.rows];

  return (
    <>
      <HeaderOptions mobilePageTitle={t("notices")} />
      <PageHeading eyebrow="Notice" title={t("notices")} description={t("noticesDescription")}>
        <CscenterNav current={NOTICE_LIST_PATH} />
      </PageHeading>
      <PageBody>
        <BoardSearch action={NOTICE_LIST_PATH} keyword={keyword} total={list.total + list.pinned.length} />
        {notices.length === 0 ? (
          <EmptyState title={emptyTitle(t, keyword, list.total)}>
            {keyword ? <p>{t("tryOther")}</p> : null}
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
          label={t("noticePages")}
        />
      </PageBody>
    </>
  );
}
