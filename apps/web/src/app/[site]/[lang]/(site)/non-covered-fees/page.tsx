import { NON_COVERED_FEES_PATH } from "@clinic/shared";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getNonCoveredFees } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { EmptyState } from "@/features/content/components/empty-state";
import { KoreanNote } from "@/features/content/components/korean-note";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { FeeTables, feesShowKorean } from "@/features/fees/components/fee-table";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018); a console save drops it.
export const generateStaticParams = noParamsAtBuild;

interface FeesPageProps {
  params: Promise<LanguageParams>;
}

export async function generateMetadata({ params }: FeesPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const tf = await getTranslations("fees");
  const { site } = await params;
  const { partner } = await loadSite(site);
  return pageMetadata({
    language,
    partner,
    title: tf("title"),
    description: t("feesMeta", { name: partnerDisplayName(partner) }),
    path: NON_COVERED_FEES_PATH,
  });
}

/** 비급여 진료비용 (issue 25): the clinic's non-covered fees by category, the notes and the date of the last change. */
export default async function NonCoveredFeesPage({ params }: FeesPageProps) {
  const language = await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const tf = await getTranslations("fees");
  const { site } = await params;
  const [{ partner }, fees] = await Promise.all([loadSite(site), getNonCoveredFees(site)]);
  return (
    <>
      <HeaderOptions mobilePageTitle={tf("title")} />
      <PageHeading
        eyebrow="Non-covered fees"
        title={tf("title")}
        description={t.rich("feesDescription", {
          name: partnerDisplayName(partner),
          clinic: (chunks) => <span lang="ko">{chunks}</span>,
        })}
      />
      <PageBody narrow>
        <KoreanNote shown={feesShowKorean(language, fees)} />
        {fees.categories.length > 0 ? (
          <FeeTables fees={fees} />
        ) : (
          <EmptyState title={t("noFees")}>{t("askFees")}</EmptyState>
        )}
      </PageBody>
    </>
  );
}
