import type { FaqGroup } from "@clinic/shared";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getFaqGroups } from "@/features/api";
import { type CategoryTab, CategoryTabs } from "@/features/catalogue/components/category-tabs";
import { pageMetadata } from "@/features/catalogue/metadata";
import { firstParam, hrefWith, parseId, type SearchParams } from "@/features/catalogue/query";
import { EmptyState } from "@/features/content/components/empty-state";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { parseKeyword } from "@/features/content/route-params";
import { FAQ_PATH } from "@/features/cscenter/components/cscenter-links";
import { CscenterNav } from "@/features/cscenter/components/cscenter-nav";
import { FaqList } from "@/features/cscenter/components/faq-list";
import { FaqSearch } from "@/features/cscenter/components/faq-search";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

interface FaqPageProps {
  params: Promise<LanguageParams>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: FaqPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("cscenter");
  const { site } = await params;
  const { partner } = await loadSite(site);
  return pageMetadata({
    language,
    partner,
    title: t("faq"),
    description: t("faqDescription"),
    path: FAQ_PATH,
  });
}

const questionCount = (groups: readonly FaqGroup[]) =>
  groups.reduce((sum, group) => sum + group.faqs.length, 0);

/**
 * FAQ: group tabs ('전체' first; ?group=), every question an accordion item, and a search (?keyword=) the API
 * filters. Tabs come from the unfiltered groups so they stay put while searching, with the matches per group.
 */
export default async function FaqPage({ params, searchParams }: FaqPageProps) {
  await siteLanguage(params);
  const t = await getTranslations("cscenter");
  const { site } = await params;
  const query = await searchParams;
  const keyword = parseKeyword(query);
  const [allGroups, matched] = await Promise.all([
    getFaqGroups(site),
    keyword ? getFaqGroups(site, keyword) : null,
  ]);
  const groups = matched ?? allGroups;
  // An unknown group id (a stale link) shows everything rather than an empty page.
  const requested = parseId(firstParam(query, "group"));
  const groupId = allGroups.some((group) => group.id === requested) ? requested : null;
  const shown = groupId === null ? groups : groups.filter((group) => group.id === groupId);
  const count = questionCount(shown);
  const tabs: CategoryTab[] = [
    {
      key: "all",
      label: t("all"),
      href: hrefWith(FAQ_PATH, query, { group: null }),
      active: groupId === null,
      count: questionCount(groups),
    },
    ...allGroups.map((group) => ({
      key: String(group.id),
      label: group.name,
      content: group,
      href: hrefWith(FAQ_PATH, query, { group: group.id }),
      active: group.id === groupId,
      // While searching: the matches in the group.
      count: groups.find((match) => match.id === group.id)?.faqs.length ?? 0,
    })),
  ];

  return (
    <>
      <HeaderOptions mobilePageTitle={t("faq")} />
      <PageHeading eyebrow="FAQ" title={t("faq")} description={t("faqDescription")}>
        <CscenterNav current={FAQ_PATH} />
      </PageHeading>
      <PageBody>
        {allGroups.length > 1 ? <CategoryTabs tabs={tabs} label={t("faqGroups")} /> : null}
        <FaqSearch keyword={keyword} count={count} />
        {count === 0 ? (
          <EmptyState title={keyword ? t("noResults") : t("noQuestions")}>
            {keyword ? <p>{t("faqTryOther")}</p> : null}
          </EmptyState>
        ) : (
          <FaqList
            key={`${groupId ?? "all"}:${keyword}`}
            groups={shown}
            showGroup={groupId === null && allGroups.length > 1}
          />
        )}
      </PageBody>
    </>
  );
}
