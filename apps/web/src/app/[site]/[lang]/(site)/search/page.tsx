import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
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
import { typedLang } from "@/features/i18n/row-lang";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { TrackEvent } from "@/features/tracking/components/track-event";
import { searchEvent } from "@/features/tracking/events";

interface SearchPageProps {
  params: Promise<LanguageParams>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: SearchPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const { site } = await params;
  const [{ partner }, query] = await Promise.all([loadSite(site), searchParams]);
  const keyword = parseKeyword(query);
  return pageMetadata({
    language,
    partner,
    title: keyword ? t("searchResultTitle", { keyword }) : t("searchTitle"),
    description: t("searchMeta"),
    path: "/search",
    // Result pages are endless variations of other pages: kept out of search engines.
    noindex: true,
  });
}

/** /search?keyword=: products, events and board posts containing the keyword, grouped with their totals. */
export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  await siteLanguage(params);
  const t = await getTranslations("contentPages");
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
      <HeaderOptions mobilePageTitle={t("searchTitle")} />
      {tracked ? <TrackEvent event={tracked} /> : null}
      <PageHeading
        eyebrow="Search"
        title={t("searchTitle")}
        description={keyword ? null : t("searchDescription")}
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
            title={
              keyword
                ? t.rich("searchNothing", {
                    keyword,
                    kw: (chunks) => <span lang={typedLang(keyword)}>{chunks}</span>,
                  })
                : t("searchEmpty")
            }
          >
            {keyword ? <p>{t("searchHint")}</p> : null}
          </EmptyState>
        )}
      </PageBody>
    </>
  );
}
