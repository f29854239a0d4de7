import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
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
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

interface EventsPageProps {
  params: Promise<LanguageParams>;
  searchParams: Promise<SearchParams>;
}

const PATH = "/events";

export async function generateMetadata({ params }: EventsPageProps): Promise<Metadata> {
  const { site } = await params;
  const language = await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const { partner } = await loadSite(site);
  return pageMetadata({
    partner,
    title: t("eventsTitle"),
    description: t("eventsMetaDescription"),
    path: PATH,
    language,
  });
}

/** /events: EVENT_LIST banners and the running events with their countdown labels, paged. */
export default async function EventsPage({ params, searchParams }: EventsPageProps) {
  const [{ site }, query] = await Promise.all([params, searchParams]);
  await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const page = parsePage(firstParam(query, "page"));
  const [, banners, events] = await Promise.all([
    loadSite(site),
    getBanners(site, "EVENT_LIST"),
    getEvents(site, { page, pageSize: CARD_LIST_PAGE_SIZE }),
  ]);
  return (
    <div className={`page-container ${styles.page}`}>
      <HeaderOptions mobilePageTitle={t("eventsTitle")} />
      <ListBanners banners={banners} label={t("eventBanners")} />
      <PageHeading eyebrow="EVENT" title={t("eventsTitle")} description={t("eventsDescription")} />
      <CardGrid
        label={t("eventList")}
        testId="event-grid"
        emptyText={t("noEvents")}
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
