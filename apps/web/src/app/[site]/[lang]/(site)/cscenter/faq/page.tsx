import type { FaqGroup } from "@clinic/shared";
import type { Metadata } from "next";
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
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

const TITLE = "자주 묻는 질문";
const DESCRIPTION = "진료, 예약, 비용에 대해 자주 묻는 질문을 모았습니다.";

interface FaqPageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: FaqPageProps): Promise<Metadata> {
  const { site } = await params;
  const { partner } = await loadSite(site);
  return pageMetadata({ partner, title: TITLE, description: DESCRIPTION, path: FAQ_PATH });
}

const questionCount = (groups: readonly FaqGroup[]) =>
  groups.reduce((sum, group) => sum + group.faqs.length, 0);

/**
 * FAQ: group tabs ('전체' first; ?group=), every question an accordion item, and a search (?keyword=) the API
 * filters. Tabs come from the unfiltered groups so they stay put while searching, with the matches per group.
 */
export default async function FaqPage({ params, searchParams }: FaqPageProps) {
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
      label: "전체",
      href: hrefWith(FAQ_PATH, query, { group: null }),
      active: groupId === null,
      count: questionCount(groups),
    },
    ...allGroups.map((group) => ({
      key: String(group.id),
      label: group.name,
      href: hrefWith(FAQ_PATH, query, { group: group.id }),
      active: group.id === groupId,
      // While searching: the matches in the group.
      count: groups.find((match) => match.id === group.id)?.faqs.length ?? 0,
    })),
  ];

  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading eyebrow="FAQ" title={TITLE} description={DESCRIPTION}>
        <CscenterNav current={FAQ_PATH} />
      </PageHeading>
      <PageBody>
        {allGroups.length > 1 ? <CategoryTabs tabs={tabs} label="질문 분류" /> : null}
        <FaqSearch keyword={keyword} count={count} />
        {count === 0 ? (
          <EmptyState title={keyword ? "검색 결과가 없습니다." : "등록된 질문이 없습니다."}>
            {keyword ? <p>다른 검색어로 찾아보시거나 문의하기로 질문을 남겨 주세요.</p> : null}
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
