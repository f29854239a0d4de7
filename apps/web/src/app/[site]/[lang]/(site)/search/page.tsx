import type { Metadata } from "next";
import { getPartnerKeywords, search } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import type { SearchParams } from "@/features/catalogue/query";
import { EmptyState } from "@/features/content/components/empty-state";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { SearchForm } from "@/features/content/components/search-form";
import { SearchKeywords } from "@/features/content/components/search-keywords";
import { SearchResults } from "@/features/content/components/search-results";
import { SearchSummary } from "@/features/content/components/search-summary";
import { parseKeyword } from "@/features/content/route-params";
import { summariseSearch } from "@/features/content/search-groups";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { TrackEvent } from "@/features/tracking/components/track-event";
import { searchEvent } from "@/features/tracking/events";

const TITLE = "검색";

interface SearchPageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: SearchPageProps): Promise<Metadata> {
  const { site } = await params;
  const [{ partner }, query] = await Promise.all([loadSite(site), searchParams]);
  const keyword = parseKeyword(query);
  return pageMetadata({
    partner,
    title: keyword ? `‘${keyword}’ 검색 결과` : TITLE,
    description: "시술, 이벤트, 콘텐츠를 한 번에 검색하세요.",
    path: "/search",
    // Result pages are endless variations of other pages: kept out of search engines.
    noindex: true,
  });
}

/** /search?keyword=: products, events and board posts containing the keyword, grouped with their totals. */
export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const { site } = await params;
  const [{ partner }, query, keywords] = await Promise.all([
    loadSite(site),
    searchParams,
    getPartnerKeywords(site),
  ]);
  const keyword = parseKeyword(query);
  // An empty keyword is allowed (spec 5): the API then lists everything, which doubles as a browse page.
  const result = await search(site, keyword);
  const summary = summariseSearch(result);
  const tracked = searchEvent(keyword);
  const prices = {
    hasPriceView: partner.homepageConfig.hasPriceView,
    isIncludeVat: partner.homepageConfig.isIncludeVat,
  };

  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      {tracked ? <TrackEvent event={tracked} /> : null}
      <PageHeading
        eyebrow="Search"
        title={TITLE}
        description={keyword ? null : "찾으시는 시술이나 이벤트, 콘텐츠의 이름을 입력해 보세요."}
      >
        <SearchForm keyword={keyword} />
        <SearchKeywords keywords={keywords.map((row) => row.keyword)} />
      </PageHeading>
      <PageBody>
        <SearchSummary keyword={keyword} groups={summary.groups} total={summary.total} />
        {summary.total > 0 ? (
          <SearchResults result={result} prices={prices} />
        ) : (
          <EmptyState
            title={keyword ? `‘${keyword}’에 대한 검색 결과가 없습니다.` : "아직 등록된 내용이 없습니다."}
          >
            {keyword ? <p>검색어의 철자를 확인하시거나 더 짧은 단어로 다시 검색해 보세요.</p> : null}
          </EmptyState>
        )}
      </PageBody>
    </>
  );
}
