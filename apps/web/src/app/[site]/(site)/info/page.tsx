import type { Metadata } from "next";
import { HoursSummary } from "../../../../components/content/hours-summary";
import { IntroduceNav } from "../../../../components/content/introduce-nav";
import { LocationCard } from "../../../../components/content/location-card";
import { PageBody, PageHeading } from "../../../../components/content/page-heading";
import { WayInfo } from "../../../../components/content/way-info";
import { HeaderOptions } from "../../../../components/shell/header/header-options";
import { pageMetadata } from "../../../../lib/catalogue/metadata";
import { partnerDisplayName } from "../../../../lib/site/format";
import { loadSite } from "../../../../lib/site/load-site";
import { noParamsAtBuild } from "../../../../lib/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

const PATH = "/info";
const TITLE = "오시는 길";

interface InfoPageProps {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: InfoPageProps): Promise<Metadata> {
  const { site } = await params;
  const { partner } = await loadSite(site);
  const name = partnerDisplayName(partner);
  return pageMetadata({
    partner,
    title: TITLE,
    description: [`${name} 오시는 길`, partner.partnerAddress, partner.wayToPartnerBySubway[0]]
      .filter(Boolean)
      .join(" · "),
    path: PATH,
  });
}

/** Location: address, phone, map links, ways by subway and bus, parking and the opening hours. */
export default async function InfoPage({ params }: InfoPageProps) {
  const { site } = await params;
  const { partner } = await loadSite(site);
  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading eyebrow="Location" title={TITLE} description={partner.partnerAddress}>
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
