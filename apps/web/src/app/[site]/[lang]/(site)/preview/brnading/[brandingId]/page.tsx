import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getBranding, orNotFound } from "@/features/api";
import { BrandingView } from "@/features/catalogue/components/branding-view";
import { NoticeStrip } from "@/features/catalogue/components/notice-strip";
import { PREVIEW_METADATA } from "@/features/catalogue/preview";
import { firstParam, parseId, parsePreviewToken, type SearchParams } from "@/features/catalogue/query";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { loadSite } from "@/features/site/load-site";

interface BrandingPreviewProps {
  params: Promise<LanguageParams & { brandingId: string }>;
  searchParams: Promise<SearchParams>;
}

export const metadata: Metadata = PREVIEW_METADATA;

/**
 * /preview/brnading/{id}?token=… (the misspelling is the route of spec 2): a branding as it is now, drafts
 * included, only with its preview token.
 */
export default async function BrandingPreviewPage({ params, searchParams }: BrandingPreviewProps) {
  const [{ site, brandingId }, query] = await Promise.all([params, searchParams]);
  await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const id = parseId(brandingId);
  const previewToken = parsePreviewToken(firstParam(query, "token"));
  if (id === null || previewToken === null) notFound();
  const [{ partner }, branding] = await Promise.all([
    loadSite(site),
    orNotFound(getBranding(site, id, previewToken)),
  ]);
  return (
    <BrandingView
      branding={branding}
      prices={partner.homepageConfig}
      notice={
        <NoticeStrip label={t("preview")}>
          {branding.isPublished ? t("previewPublishedBranding") : t("previewDraftBranding")}
        </NoticeStrip>
      }
    />
  );
}
