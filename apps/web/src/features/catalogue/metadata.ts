import { type Language, languagePath, type PartnerInfo } from "@clinic/shared";
import type { Metadata } from "next";
import { partnerDisplayName } from "@/features/site/format";
import { DEFAULT_OG_IMAGE } from "@/features/site/metadata";

/** Open Graph's spelling of each language. */
const OPEN_GRAPH_LOCALES: Record<Language, string> = {
  ko: "ko_KR",
  en: "en_US",
  ja: "ja_JP",
  "zh-CN": "zh_CN",
  "zh-TW": "zh_TW",
};

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
  /** The page's language (issue 29): its canonical URL is the page in that language. Korean when left out. */
  language?: Language;
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
  language = "ko",
}: PageMetadataInput): Metadata {
  const url = languagePath(language, path);
  const name = partnerDisplayName(partner);
  const text = description?.trim() || partner.homepageConfig.seoDescription?.trim() || undefined;
  const picture = image ?? partner.homepageConfig.ogImageUrl ?? DEFAULT_OG_IMAGE.url;
  return {
    title,
    ...(text ? { description: text } : {}),
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      locale: OPEN_GRAPH_LOCALES[language],
      siteName: name,
      title: `${title} | ${name}`,
      ...(text ? { description: text } : {}),
      url,
      images: [{ url: picture }],
    },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
