import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getBranding, orNotFound } from "@/features/api";
import { BrandingView } from "@/features/catalogue/components/branding-view";
import { NoticeStrip } from "@/features/catalogue/components/notice-strip";
import { PREVIEW_LABEL, PREVIEW_METADATA } from "@/features/catalogue/preview";
import { firstParam, parseId, parsePreviewToken, type SearchParams } from "@/features/catalogue/query";
import { loadSite } from "@/features/site/load-site";

interface BrandingPreviewProps {
  params: Promise<{ site: string; brandingId: string }>;
  searchParams: Promise<SearchParams>;
}

export const metadata: Metadata = PREVIEW_METADATA;

/**
 * /preview/brnading/{id}?token=… (the misspelling is the route of spec 2): a branding as it is now, drafts
 * included, only with its preview token.
 */
export default async function BrandingPreviewPage({ params, searchParams }: BrandingPreviewProps) {
  const [{ site, brandingId }, query] = await Promise.all([params, searchParams]);
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
        <NoticeStrip label={PREVIEW_LABEL}>
          {branding.isPublished
            ? "게시 중인 브랜딩의 미리보기입니다."
            : "아직 게시되지 않은 브랜딩의 미리보기입니다."}
        </NoticeStrip>
      }
    />
  );
}
