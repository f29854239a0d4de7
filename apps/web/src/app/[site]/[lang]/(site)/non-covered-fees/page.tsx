import { NON_COVERED_FEES_PATH, NON_COVERED_FEES_TITLE } from "@clinic/shared";
import type { Metadata } from "next";
import { getNonCoveredFees } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { EmptyState } from "@/features/content/components/empty-state";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { FeeTables } from "@/features/fees/components/fee-table";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018); a console save drops it.
export const generateStaticParams = noParamsAtBuild;

interface FeesPageProps {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: FeesPageProps): Promise<Metadata> {
  const { site } = await params;
  const { partner } = await loadSite(site);
  return pageMetadata({
    partner,
    title: NON_COVERED_FEES_TITLE,
    description: `${partnerDisplayName(partner)} 비급여 진료비용 안내 (의료법 제45조)`,
    path: NON_COVERED_FEES_PATH,
  });
}

/** 비급여 진료비용 (issue 25): the clinic's non-covered fees by category, the notes and the date of the last change. */
export default async function NonCoveredFeesPage({ params }: FeesPageProps) {
  const { site } = await params;
  const [{ partner }, fees] = await Promise.all([loadSite(site), getNonCoveredFees(site)]);
  return (
    <>
      <HeaderOptions mobilePageTitle={NON_COVERED_FEES_TITLE} />
      <PageHeading
        eyebrow="Non-covered fees"
        title={NON_COVERED_FEES_TITLE}
        description={`${partnerDisplayName(partner)}에서 국민건강보험이 적용되지 않는 진료의 비용입니다.`}
      />
      <PageBody narrow>
        {fees.categories.length > 0 ? (
          <FeeTables fees={fees} />
        ) : (
          <EmptyState title="게시된 비급여 진료비용이 없습니다.">진료비용은 병원에 문의해 주세요.</EmptyState>
        )}
      </PageBody>
    </>
  );
}
