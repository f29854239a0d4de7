import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getCustomerBoardTypes, getNotices } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { orNull } from "@/features/content/or-null";
import { CSCENTER_PATH } from "@/features/cscenter/components/cscenter-links";
import { CscenterNav } from "@/features/cscenter/components/cscenter-nav";
import { HubLinks } from "@/features/cscenter/components/hub-links";
import { HubOverview } from "@/features/cscenter/components/hub-overview";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

/** How many notices the hub lists (pinned ones first). */
const LATEST_NOTICES = 5;

interface CscenterPageProps {
  params: Promise<LanguageParams>;
}

export async function generateMetadata({ params }: CscenterPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("cscenter");
  const { site } = await params;
  const { partner } = await loadSite(site);
  return pageMetadata({
    language,
    partner,
    title: t("cscenterTitle"),
    description: t("cscenterDescription"),
    path: CSCENTER_PATH,
  });
}

/** The customer centre hub: cards to notices, FAQ, contact and each customer board; latest notices; phone. */
export default async function CscenterPage({ params }: CscenterPageProps) {
  await siteLanguage(params);
  const t = await getTranslations("cscenter");
  const { site } = await params;
  const [{ partner }, notices, boards] = await Promise.all([
    loadSite(site),
    getNotices(site, { page: 1, pageSize: LATEST_NOTICES }),
    orNull(getCustomerBoardTypes(site)),
  ]);
  const latest = [...notices.pinned, ...notices.rows].slice(0, LATEST_NOTICES);

  return (
    <>
      <HeaderOptions mobilePageTitle={t("cscenterTitle")} />
      <PageHeading
        eyebrow="Customer center"
        title={t("cscenterTitle")}
        description={t("cscenterDescription")}
      >
        <CscenterNav current={CSCENTER_PATH} />
      </PageHeading>
      <PageBody>
        <HubLinks boards={boards ?? []} />
        <HubOverview notices={latest} partner={partner} />
      </PageBody>
    </>
  );
}
