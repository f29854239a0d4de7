import type { Metadata } from "next";
import { getBanners, getEvents } from "@/features/api";
import { CardGrid } from "@/features/catalogue/components/card-grid";
import { EventCard } from "@/features/catalogue/components/event-card";
import { ListBanners } from "@/features/catalogue/components/list-banners";
import styles from "@/features/catalogue/components/list-page.module.css";
import { PageHeading } from "@/features/catalogue/components/page-heading";
import { Pagination } from "@/features/catalogue/components/pagination";
import { pageMetadata } from "@/features/catalogue/metadata";
import { CARD_LIST_PAGE_SIZE } from "@/features/catalogue/paging";
import { firstParam, parsePage, type SearchParams } from "@/features/catalogue/query";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

interface EventsPageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<SearchParams>;
}

const TITLE = "이벤트";
const PATH = "/events";

export async function generateMetadata({ params }: EventsPageProps): Promise<Metadata> {
  const { site } = await params;
  const { partner } = await loadSite(site);
  return pageMetadata({
    partner,
    title: TITLE,
    description: "지금 진행 중인 이벤트와 마감 일정을 확인하세요.",
    path: PATH,
  });
}

/** /events: EVENT_LIST banners and the running events with their countdown labels, paged. */
export default async function EventsPage({ params, searchParams }: EventsPageProps) {
  const [{ site }, query] = await Promise.all([params, searchParams]);
  const page = parsePage(firstParam(query, "page"));
  const [, banners, events] = await Promise.all([
    loadSite(site),
    getBanners(site, "EVENT_LIST"),
    getEvents(site, { page, pageSize: CARD_LIST_PAGE_SIZE }),
  ]);
  return (
    <div className={`page-container ${styles.page}`}>
      <HeaderOptions mobilePageTitle={TITLE} />
      <ListBanners banners={banners} label="이벤트 배너" />
      <PageHeading eyebrow="EVENT" title={TITLE} description="놓치면 아쉬운 이번 달 이벤트를 만나보세요." />
      <CardGrid
        label="이벤트 목록"
        testId="event-grid"
        emptyText="진행 중인 이벤트가 없습니다."
        items={events.rows.map((event) => ({
          key: event.id,
          node: <EventCard event={event} headingLevel="h2" />,
        }))}
      />
      <Pagination
        pathname={PATH}
        params={query}
        page={page}
        pageSize={events.pageSize}
        total={events.total}
      />
    </div>
  );
}
