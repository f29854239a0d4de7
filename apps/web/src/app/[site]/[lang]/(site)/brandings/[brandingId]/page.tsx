import { richTextToPlainText } from "@clinic/shared/rich-text";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getBranding, orNotFound } from "@/features/api";
import { BrandingView } from "@/features/catalogue/components/branding-view";
import { pageMetadata } from "@/features/catalogue/metadata";
import { parseId } from "@/features/catalogue/query";
import { KoreanNote } from "@/features/content/components/korean-note";
import { rowShowsKorean } from "@/features/i18n/row-lang";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request for this id, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

interface BrandingPageProps {
  params: Promise<LanguageParams & { brandingId: string }>;
}

const DESCRIPTION_LENGTH = 120;

async function load(params: BrandingPageProps["params"]) {
  const { site, brandingId } = await params;
  const id = parseId(brandingId);
  if (id === null) notFound();
  const [siteData, branding] = await Promise.all([loadSite(site), orNotFound(getBranding(site, id))]);
  return { ...siteData, branding };
}

export async function generateMetadata({ params }: BrandingPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const { partner, branding } = await load(params);
  return pageMetadata({
    language,
    partner,
    title: branding.title,
    description: branding.subtitle ?? richTextToPlainText(branding.contentHtml, DESCRIPTION_LENGTH),
    path: `/brandings/${branding.id}`,
    image: branding.heroImageUrl,
  });
}

/** /brandings/{id}: a published branding story with its treatments. */
export default async function BrandingPage({ params }: BrandingPageProps) {
  const language = await siteLanguage(params);
  const { partner, branding } = await load(params);
  const koreanShown = rowShowsKorean(language, branding, ["title", "subtitle", "contentHtml"]);
  return (
    <>
      <HeaderOptions mobilePageTitle={branding.title} />
      <BrandingView
        branding={branding}
        prices={partner.homepageConfig}
        notice={koreanShown && language !== "ko" ? <KoreanNote shown /> : undefined}
      />
    </>
  );
}
