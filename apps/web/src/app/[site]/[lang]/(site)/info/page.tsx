import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/features/catalogue/metadata";
import { HoursSummary } from "@/features/content/components/hours-summary";
import { IntroduceNav } from "@/features/content/components/introduce-nav";
import { LocationCard } from "@/features/content/components/location-card";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { WayInfo } from "@/features/content/components/way-info";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

const PATH = "/info";

interface InfoPageProps {
  params: Promise<LanguageParams>;
}

export async function generateMetadata({ params }: InfoPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const { site } = await params;
  const { partner } = await loadSite(site);
  const name = partnerDisplayName(partner);
  return pageMetadata({
    language,
    partner,
    title: t("infoTitle"),
    description: [t("infoMeta", { name }), partner.partnerAddress, partner.wayToPartnerBySubway[0]]
      .filter(Boolean)
      .join(" · "),
    path: PATH,
  });
}

/** Location: address, phone, map links, ways by subway and bus, parking and the opening hours. */
export default async function InfoPage({ params }: InfoPageProps) {
  await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const { site } = await params;
  const { partner } = await loadSite(site);
  return (
    <>
      <HeaderOptions mobilePageTitle={t("infoTitle")} />
      <PageHeading
        eyebrow="Location"
        title={t("infoTitle")}
        description={partner.partnerAddress}
        descriptionLang="ko"
      >
        <IntroduceNav current={PATH} />
      </PageHeading>
      <PageBody>
        <LocationCard partner={partner} name={partnerDisplayName(partner)} />
        <WayInfo partner={partner} />
        <HoursSummary partner={partner} />
      </PageBody>
    </>
  );
}
