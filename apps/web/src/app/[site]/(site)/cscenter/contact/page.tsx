import type { Metadata } from "next";
import { HoursSummary } from "../../../../../components/content/hours-summary";
import { LocationCard } from "../../../../../components/content/location-card";
import { PageBody, PageHeading } from "../../../../../components/content/page-heading";
import { ContactChannels } from "../../../../../components/cscenter/contact-channels";
import { ContactLayout } from "../../../../../components/cscenter/contact-layout";
import { CONTACT_PATH } from "../../../../../components/cscenter/cscenter-links";
import { CscenterNav } from "../../../../../components/cscenter/cscenter-nav";
import { InquiryForm } from "../../../../../components/cscenter/inquiry-form";
import { HeaderOptions } from "../../../../../components/shell/header/header-options";
import { pageMetadata } from "../../../../../lib/catalogue/metadata";
import { partnerDisplayName } from "../../../../../lib/site/format";
import { loadSite } from "../../../../../lib/site/load-site";
import { noParamsAtBuild } from "../../../../../lib/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

const TITLE = "문의하기";
const DESCRIPTION = "전화와 채팅으로 바로 상담받거나, 문의를 남겨 주시면 확인 후 연락드립니다.";

interface ContactPageProps {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: ContactPageProps): Promise<Metadata> {
  const { site } = await params;
  const { partner } = await loadSite(site);
  return pageMetadata({ partner, title: TITLE, description: DESCRIPTION, path: CONTACT_PATH });
}

/** Contact: phone and chat channels, opening hours, the inquiry form, and the address with map links. */
export default async function ContactPage({ params }: ContactPageProps) {
  const { site } = await params;
  const { partner, siteConfig } = await loadSite(site);
  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading eyebrow="Contact" title={TITLE} description={DESCRIPTION}>
        <CscenterNav current={CONTACT_PATH} />
      </PageHeading>
      <PageBody>
        <ContactLayout
          form={<InquiryForm />}
          aside={
            <>
              <ContactChannels partner={partner} siteConfig={siteConfig} />
              <HoursSummary partner={partner} />
            </>
          }
        />
        <LocationCard partner={partner} name={partnerDisplayName(partner)} />
      </PageBody>
    </>
  );
}
