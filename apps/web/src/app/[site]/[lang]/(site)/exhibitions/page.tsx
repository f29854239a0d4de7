import type { Metadata } from "next";
import { getExhibitions } from "@/features/api";
import { CardGrid } from "@/features/catalogue/components/card-grid";
import { ExhibitionCard } from "@/features/catalogue/components/exhibition-card";
import styles from "@/features/catalogue/components/list-page.module.css";
import { PageHeading } from "@/features/catalogue/components/page-heading";
import { Pagination } from "@/features/catalogue/components/pagination";
import { pageMetadata } from "@/features/catalogue/metadata";
import { CARD_LIST_PAGE_SIZE } from "@/features/catalogue/paging";
import { firstParam, parsePage, type SearchParams } from "@/features/catalogue/query";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

interface ExhibitionsPageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<SearchParams>;
}

const TITLE = "기획전";
const PATH = "/exhibitions";

export async function generateMetadata({ params }: ExhibitionsPageProps): Promise<Metadata> {
  const { site } = await params;
  const { partner } = await loadSite(site);
  return pageMetadata({
    partner,
    title: TITLE,
    description: "테마별로 엄선한 시술 기획전을 만나보세요.",
    path: PATH,
  });
}

/** /exhibitions: the clinic's exhibitions as cards, paged. */
export default async function ExhibitionsPage({ params, searchParams }: ExhibitionsPageProps) {
  const [{ site }, query] = await Promise.all([params, searchParams]);
  const page = parsePage(firstParam(query, "page"));
  const [, exhibitions] = await Promise.all([
    loadSite(site),
    getExhibitions(site, { page, pageSize: CARD_LIST_PAGE_SIZE }),
  ]);
  return (
    <div className={`page-container ${styles.page}`}>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading
        eyebrow="EXHIBITION"
        title={TITLE}
        description="테마별로 엄선한 시술을 한곳에 모았습니다."
      />
      <CardGrid
        label="기획전 목록"
        testId="exhibition-grid"
        emptyText="진행 중인 기획전이 없습니다."
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
