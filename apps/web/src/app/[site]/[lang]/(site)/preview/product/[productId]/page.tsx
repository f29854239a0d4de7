import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getProduct, orNotFound } from "@/features/api";
import { NoticeStrip } from "@/features/catalogue/components/notice-strip";
import { ProductPageBody } from "@/features/catalogue/components/product-page-body";
import { PREVIEW_METADATA } from "@/features/catalogue/preview";
import { firstParam, parseId, parsePreviewToken, type SearchParams } from "@/features/catalogue/query";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { loadSite } from "@/features/site/load-site";

interface ProductPreviewProps {
  params: Promise<LanguageParams & { productId: string }>;
  searchParams: Promise<SearchParams>;
}

export const metadata: Metadata = PREVIEW_METADATA;

/** /preview/product/{id}?token=…: the product as it is now (drafts included), only with its preview token. */
export default async function ProductPreviewPage({ params, searchParams }: ProductPreviewProps) {
  const [{ site, productId }, query] = await Promise.all([params, searchParams]);
  await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const id = parseId(productId);
  const previewToken = parsePreviewToken(firstParam(query, "token"));
  if (id === null || previewToken === null) notFound();
  const [{ partner }, product] = await Promise.all([
    loadSite(site),
    orNotFound(getProduct(site, id, { previewToken })),
  ]);
  return (
    <ProductPageBody
      site={site}
      product={product}
      prices={partner.homepageConfig}
      trackRecent={false}
      notice={
        <NoticeStrip label={t("preview")}>
          {product.isPublished ? t("previewPublishedProduct") : t("previewDraftProduct")}
        </NoticeStrip>
      }
    />
  );
}
