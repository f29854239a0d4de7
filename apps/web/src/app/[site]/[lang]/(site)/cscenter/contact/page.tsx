import type { Metadata } from "next";
import { pageMetadata } from "@/features/catalogue/metadata";
import { HoursSummary } from "@/features/content/components/hours-summary";
import { LocationCard } from "@/features/content/components/location-card";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { ContactChannels } from "@/features/cscenter/components/contact-channels";
import { ContactLayout } from "@/features/cscenter/components/contact-layout";
import { CONTACT_PATH } from "@/features/cscenter/components/cscenter-links";
import { CscenterNav } from "@/features/cscenter/components/cscenter-nav";
import { InquiryForm } from "@/features/cscenter/components/inquiry-form";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

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
