import { richTextToPlainText } from "@clinic/shared/rich-text";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/features/catalogue/metadata";
import { firstParam, type SearchParams } from "@/features/catalogue/query";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { loadTermPage } from "../term-page";
import { TERM_PAGES, type TermPageKey } from "../terms";
import { TermsView } from "./terms-view";

interface TermPageProps {
  params: Promise<LanguageParams>;
  searchParams: Promise<SearchParams>;
}

/**
 * Both terms routes are the same screen for a different term: the current version, or an earlier one picked with
 * ?version=. Each route's page.tsx re-exports what this returns for its key.
 */
export function termRoute(key: TermPageKey) {
  const page = TERM_PAGES[key];

  async function generateMetadata({ params, searchParams }: TermPageProps): Promise<Metadata> {
    const { site } = await params;
    const language = await siteLanguage(params);
    const t = await getTranslations("content.terms");
    const version = firstParam(await searchParams, "version");
    const [{ partner }, data] = await Promise.all([
      loadSite(site),
      loadTermPage(site, key, version, language),
    ]);
    const title = t(key);
    return pageMetadata({
      language,
      partner,
      title: data.isCurrent ? title : `${title} (${data.shown.version})`,
      description: richTextToPlainText(data.shown.contentHtml, 150),
      // Earlier versions point search engines at the current text.
      path: page.path,
    });
  }

  async function TermPage({ params, searchParams }: TermPageProps) {
    const { site } = await params;
    const language = await siteLanguage(params);
    const t = await getTranslations("content.terms");
    const data = await loadTermPage(site, key, firstParam(await searchParams, "version"), language);
    return (
      <>
        <HeaderOptions mobilePageTitle={t(key)} />
        <TermsView pageKey={key} data={data} />
      </>
    );
  }

  return { generateMetadata, TermPage };
}
