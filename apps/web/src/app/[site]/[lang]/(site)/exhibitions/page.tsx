import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getExhibitions } from "@/features/api";
import { CardGrid } from "@/features/catalogue/components/card-grid";
import { ExhibitionCard } from "@/features/catalogue/components/exhibition-card";
import styles from "@/features/catalogue/components/list-page.module.css";
import { PageHeading } from "@/features/catalogue/components/page-heading";
import { Pagination } from "@/features/catalogue/components/pagination";
import { pageMetadata } from "@/features/catalogue/metadata";
import { CARD_LIST_PAGE_SIZE } from "@/features/catalogue/paging";
import { firstParam, parsePage, type SearchParams } from "@/features/catalogue/query";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

interface ExhibitionsPageProps {
  params: Promise<LanguageParams>;
  searchParams: Promise<SearchParams>;
}

const PATH = "/exhibitions";

export async function generateMetadata({ params }: ExhibitionsPageProps): Promise<Metadata> {
  const { site } = await params;
  const language = await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const { partner } = await loadSite(site);
  return pageMetadata({
    partner,
    title: t("exhibitionsTitle"),
    description: t("exhibitionsMetaDescription"),
    path: PATH,
    language,
  });
}

/** /exhibitions: the clinic's exhibitions as cards, paged. */
export default async function ExhibitionsPage({ params, searchParams }: ExhibitionsPageProps) {
  const [{ site }, query] = await Promise.all([params, searchParams]);
  await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const page = parsePage(firstParam(query, "page"));
  const [, exhibitions] = await Promise.all([
    loadSite(site),
    getExhibitions(site, { page, pageSize: CARD_LIST_PAGE_SIZE }),
  ]);
  return (
    <div className={`page-container ${styles.page}`}>
      <HeaderOptions mobilePageTitle={t("exhibitionsTitle")} />
      <PageHeading
        eyebrow="EXHIBITION"
        title={t("exhibitionsTitle")}
        description={t("exhibitionsDescription")}
      />
      <CardGrid
        label={t("exhibitionList")}
        testId="exhibition-grid"
        emptyText={t("noExhibitions")}
        items={exhibitions.rows.map((exhibition) => ({
          key: exhibition.id,
          node: <ExhibitionCard exhibition={exhibition} />,
        }))}
      />
      <Pagination
        pathname={PATH}
        params={query}
        page={page}
        pageSize={exhibitions.pageSize}
        total={exhibitions.total}
      />
    </div>
  );
}
