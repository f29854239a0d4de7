import type { PartnerInfo } from "@clinic/shared";
import type { Metadata } from "next";
import { partnerDisplayName } from "@/features/site/format";
import { DEFAULT_OG_IMAGE } from "@/features/site/metadata";

export interface PageMetadataInput {
  partner: PartnerInfo;
  /** Page title; the layout's template adds " | clinic". */
  title: string;
  description?: string | null;
  /** The page's own path (canonical URL and og:url; the layout's metadataBase makes them absolute). */
  path: string;
  /** The page's picture for link previews; defaults to the clinic's preview image. */
  image?: string | null;
  /** Previews and secret pages stay out of search engines. */
  noindex?: boolean;
}

/**
 * Metadata of one catalogue page: title, description, canonical URL and a full Open Graph block (a page's
 * openGraph replaces the layout's, so site name, locale and image are repeated here).
 */
export function pageMetadata({
  partner,
  title,
  description,
  path,
  image,
  noindex,
}: PageMetadataInput): Metadata {
  const name = partnerDisplayName(partner);
  const text = description?.trim() || partner.homepageConfig.seoDescription?.trim() || undefined;
  const picture = image ?? partner.homepageConfig.ogImageUrl ?? DEFAULT_OG_IMAGE.url;
  return {
    title,
    ...(text ? { description: text } : {}),
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      locale: "ko_KR",
      siteName: name,
      title: `${title} | ${name}`,
      ...(text ? { description: text } : {}),
      url: path,
      images: [{ url: picture }],
    },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
