import type { ProductDetail } from "@clinic/shared";
import { type PriceSettings, priceRange } from "./price";

/** An absolute URL for structured data (search engines do not resolve relative ones there). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

/**
 * schema.org Product of a treatment page: name, absolute image URLs, description and, when the clinic shows
 * prices, an AggregateOffer over its options in KRW.
 */
export function productJsonLd(
  product: Pick<ProductDetail, "id" | "name" | "imageUrls" | "thumbnailUrl" | "options" | "categoryName">,
  options: { origin: string; description: string; prices: PriceSettings },
): Record<string, unknown> {
  const images = (product.imageUrls.length > 0 ? product.imageUrls : [product.thumbnailUrl])
    .filter((url): url is string => Boolean(url))
    .map((url) => absoluteUrl(options.origin, url));
  const range = options.prices.hasPriceView ? priceRange(product.options) : null;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    ...(images.length > 0 ? { image: images } : {}),
    ...(options.description ? { description: options.description } : {}),
    category: product.categoryName,
    url: absoluteUrl(options.origin, `/products/${product.id}`),
    ...(range
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "KRW",
            lowPrice: range.low,
            highPrice: range.high,
            offerCount: product.options.length,
          },
        }
      : {}),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: "<" is escaped so text from the database can never
 * close the script element.
 */
export const serializeJsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");
