import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/features/catalogue/metadata";
import { HoursSummary } from "@/features/content/components/hours-summary";
import { LocationCard } from "@/features/content/components/location-card";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { ContactChannels } from "@/features/cscenter/components/contact-channels";
import { ContactLayout } from "@/features/cscenter/components/contact-layout";
import { CONTACT_PATH } from "@/features/cscenter/components/cscenter-links";
import { CscenterNav } from "@/features/cscenter/components/cscenter-nav";
import { InquiryForm } from "@/features/cscenter/components/inquiry-form";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

interface ContactPageProps {
  params: Promise<LanguageParams>;
}

export async function generateMetadata({ params }: ContactPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("cscenter");
  const { site } = await params;
  const { partner } = await loadSite(site);
  return pageMetadata({
    language,
    partner,
    title: t("contact"),
    description: t("contactDescription"),
    path: CONTACT_PATH,
  });
}

/** Contact: phone and chat channels, opening hours, the inquiry form, and the address with map links. */
export default async function ContactPage({ params }: ContactPageProps) {
  await siteLanguage(params);
  const t = await getTranslations("cscenter");
  const { site } = await params;
  const { partner, siteConfig } = await loadSite(site);
  return (
    <>
      <HeaderOptions mobilePageTitle={t("contact")} />
      <PageHeading eyebrow="Contact" title={t("contact")} description={t("contactDescription")}>
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
