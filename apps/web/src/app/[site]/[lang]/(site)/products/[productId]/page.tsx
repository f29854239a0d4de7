import { richTextToPlainText } from "@clinic/shared/rich-text";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getProduct, orNotFound } from "@/features/api";
import { ProductPageBody } from "@/features/catalogue/components/product-page-body";
import { productJsonLd, serializeJsonLd } from "@/features/catalogue/json-ld";
import { pageMetadata } from "@/features/catalogue/metadata";
import { parseId } from "@/features/catalogue/query";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";
import { TrackEvent } from "@/features/tracking/components/track-event";
import { viewItemEvent } from "@/features/tracking/events";
import { siteOrigin } from "@/platform/site-origin/site-origin";

// Rendered on a clinic's first request for this id, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

interface ProductPageProps {
  params: Promise<LanguageParams & { productId: string }>;
}

/** Meta description length: what search results show. */
const DESCRIPTION_LENGTH = 120;

async function load(params: ProductPageProps["params"]) {
  const { site, productId } = await params;
  const id = parseId(productId);
  if (id === null) notFound();
  const [siteData, product] = await Promise.all([loadSite(site), orNotFound(getProduct(site, id))]);
  return { ...siteData, product };
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const { partner, product } = await load(params);
  return pageMetadata({
    language,
    partner,
    title: product.name,
    description: product.summary ?? richTextToPlainText(product.contentHtml, DESCRIPTION_LENGTH),
    path: `/products/${product.id}`,
    image: product.imageUrls[0] ?? product.thumbnailUrl,
  });
}

/** /products/{id}: a published treatment with its options, prices, description, events and JSON-LD. */
export default async function ProductPage({ params }: ProductPageProps) {
  await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const { site, partner, product } = await load(params);
  const jsonLd = productJsonLd(product, {
    origin: siteOrigin(site),
    description: product.summary ?? richTextToPlainText(product.contentHtml, DESCRIPTION_LENGTH),
    prices: partner.homepageConfig,
  });
  return (
    <>
      <HeaderOptions mobilePageTitle={t("productDetail")} />
      <TrackEvent event={viewItemEvent(product)} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped (serializeJsonLd)
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      <ProductPageBody site={site} product={product} prices={partner.homepageConfig} />
    </>
  );
}
