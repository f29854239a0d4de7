import { richTextToPlainText } from "@clinic/shared/rich-text";
import type { Metadata } from "next";
import { TermsView } from "../../../../../components/content/terms-view";
import { HeaderOptions } from "../../../../../components/shell/header/header-options";
import { pageMetadata } from "../../../../../lib/catalogue/metadata";
import { firstParam, type SearchParams } from "../../../../../lib/catalogue/query";
import { loadTermPage } from "../../../../../lib/content/term-page";
import { TERM_PAGES } from "../../../../../lib/content/terms";
import { loadSite } from "../../../../../lib/site/load-site";

const KEY = "PRIVACY_POLICY";
const PAGE = TERM_PAGES[KEY];

interface TermPageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: TermPageProps): Promise<Metadata> {
  const { site } = await params;
  const version = firstParam(await searchParams, "version");
  const [{ partner }, data] = await Promise.all([loadSite(site), loadTermPage(site, KEY, version)]);
  return pageMetadata({
    partner,
    title: data.isCurrent ? PAGE.title : `${PAGE.title} (${data.shown.version})`,
    description: richTextToPlainText(data.shown.contentHtml, 150),
    // Earlier versions point search engines at the current text.
    path: PAGE.path,
  });
}

/** 개인정보처리방침: the current version, or an earlier one picked with ?version=. */
export default async function PrivacyPolicyPage({ params, searchParams }: TermPageProps) {
  const { site } = await params;
  const data = await loadTermPage(site, KEY, firstParam(await searchParams, "version"));
  return (
    <>
      <HeaderOptions mobilePageTitle={PAGE.title} />
      <TermsView pageKey={KEY} data={data} />
    </>
  );
}
