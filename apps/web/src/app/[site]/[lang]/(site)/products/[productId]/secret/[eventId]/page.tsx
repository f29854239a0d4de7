import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getEvent, getProduct, orNotFound } from "@/features/api";
import { NoticeStrip } from "@/features/catalogue/components/notice-strip";
import { ProductPageBody } from "@/features/catalogue/components/product-page-body";
import { pageMetadata } from "@/features/catalogue/metadata";
import { parseId } from "@/features/catalogue/query";
import { rowLang } from "@/features/i18n/row-lang";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { TrackEvent } from "@/features/tracking/components/track-event";
import { viewItemEvent } from "@/features/tracking/events";

interface SecretProductPageProps {
  params: Promise<LanguageParams & { productId: string; eventId: string }>;
}

async function load(params: SecretProductPageProps["params"]) {
  const { site, productId, eventId } = await params;
  const id = parseId(productId);
  const secretEventId = parseId(eventId);
  if (id === null || secretEventId === null) notFound();
  const [siteData, product, event] = await Promise.all([
    loadSite(site),
    orNotFound(getProduct(site, id, { secretEventId })),
    orNotFound(getEvent(site, secretEventId)),
  ]);
  // The link is valid only for an event that contains the product (the API checks it too).
  if (!event.products.some((row) => row.id === product.id)) notFound();
  return { ...siteData, product, event };
}

export async function generateMetadata({ params }: SecretProductPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const { partner, product, event } = await load(params);
  return pageMetadata({
    language,
    partner,
    title: product.name,
    description: product.summary,
    path: `/products/${product.id}/secret/${event.id}`,
    image: product.imageUrls[0] ?? product.thumbnailUrl,
    noindex: true,
  });
}

/** /products/{id}/secret/{eventId}: a product reachable only through its secret event link; never indexed. */
export default async function SecretProductPage({ params }: SecretProductPageProps) {
  const language = await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const tc = await getTranslations("catalogue");
  const { site, partner, product, event } = await load(params);
  const { products: _products, contentHtml: _content, isSecret: _secret, ...summary } = event;
  return (
    <>
      <HeaderOptions mobilePageTitle={tc("secretBadge")} />
      <TrackEvent event={viewItemEvent(product)} />
      <ProductPageBody
        site={site}
        product={product}
        prices={partner.homepageConfig}
        secret
        extraEvents={[summary]}
        notice={
          <NoticeStrip label={tc("secretBadge")} tone="secret">
            {t.rich("secretNote", {
              title: event.title,
              event: (chunks) => <span lang={rowLang(language, event, "title")}>{chunks}</span>,
            })}
          </NoticeStrip>
        }
      />
    </>
  );
}
