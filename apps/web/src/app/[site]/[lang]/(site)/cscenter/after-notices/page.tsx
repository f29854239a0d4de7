import { idListQuery } from "@clinic/shared";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getAfterNotices } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { firstParam, type SearchParams } from "@/features/catalogue/query";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { AfterNoticeList } from "@/features/cscenter/components/after-notice-list";
import { AfterNoticesEmpty } from "@/features/cscenter/components/after-notices-empty";
import { AFTER_NOTICES_PATH } from "@/features/cscenter/components/cscenter-links";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { partnerPhoneNumber } from "@/ui/format/phone";

interface AfterNoticesPageProps {
  params: Promise<LanguageParams>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: AfterNoticesPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("cscenter");
  const { site } = await params;
  const { partner } = await loadSite(site);
  // Sent to patients after a treatment; the id lists are not pages for search engines.
  return pageMetadata({
    language,
    partner,
    title: t("afterNoticesTitle"),
    description: t("afterNoticesDescription"),
    path: AFTER_NOTICES_PATH,
    noindex: true,
  });
}

/** ?ids=1,2 in the API's form; a missing or malformed list is no ids (the empty state, not an error). */
function idsOf(query: SearchParams): number[] {
  const parsed = idListQuery.safeParse(firstParam(query, "ids") ?? "");
  return parsed.success ? [...new Set(parsed.data)] : [];
}

/** /cscenter/after-notices?ids=…: the post-treatment care notices a patient was sent, each as a section. */
export default async function AfterNoticesPage({ params, searchParams }: AfterNoticesPageProps) {
  await siteLanguage(params);
  const t = await getTranslations("cscenter");
  const { site } = await params;
  const ids = idsOf(await searchParams);
  const [{ partner }, notices] = await Promise.all([
    loadSite(site),
    ids.length > 0 ? getAfterNotices(site, ids) : [],
  ]);
  return (
    <>
      <HeaderOptions mobilePageTitle={t("afterNoticesTitle")} />
      <PageHeading
        eyebrow="After care"
        title={t("afterNoticesTitle")}
        description={t("afterNoticesDescription")}
      />
      <PageBody narrow>
        {notices.length === 0 ? (
          <AfterNoticesEmpty />
        ) : (
          <AfterNoticeList notices={notices} phone={partnerPhoneNumber(partner)} />
        )}
      </PageBody>
    </>
  );
}
