import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getEvent, getProduct, orNotFound } from "@/features/api";
import { SECRET_BADGE_TEXT } from "@/features/catalogue/components/badges";
import { NoticeStrip } from "@/features/catalogue/components/notice-strip";
import { ProductPageBody } from "@/features/catalogue/components/product-page-body";
import { pageMetadata } from "@/features/catalogue/metadata";
import { parseId } from "@/features/catalogue/query";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { TrackEvent } from "@/features/tracking/components/track-event";
import { viewItemEvent } from "@/features/tracking/events";

interface SecretProductPageProps {
  params: Promise<{ site: string; productId: string; eventId: string }>;
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
  const { partner, product, event } = await load(params);
  return pageMetadata({
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
  const { site, partner, product, event } = await load(params);
  const { products: _products, contentHtml: _content, isSecret: _secret, ...summary } = event;
  return (
    <>
      <HeaderOptions mobilePageTitle={SECRET_BADGE_TEXT} />
      <TrackEvent event={viewItemEvent(product)} />
      <ProductPageBody
        site={site}
        product={product}
        prices={partner.homepageConfig}
        secret
        extraEvents={[summary]}
        notice={
          <NoticeStrip label={SECRET_BADGE_TEXT} tone="secret">
            &lsquo;{event.title}&rsquo; 이벤트 링크로만 볼 수 있는 시술입니다.
          </NoticeStrip>
        }
      />
    </>
  );
}
