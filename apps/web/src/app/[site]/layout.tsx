import "../../styles/fonts";
import "../../styles/global.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { env } from "../../env";
import { loadSite } from "../../lib/site/load-site";
import { partnerMetadata } from "../../lib/site/metadata";
import { requestOrigin } from "../../lib/site/request-origin";
import { buildThemeCss, resolveColors } from "../../styles/theme-css";

interface SiteLayoutProps {
  children: ReactNode;
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: Pick<SiteLayoutProps, "params">): Promise<Metadata> {
  const { site } = await params;
  const { partner } = await loadSite(site);
  return partnerMetadata(partner, { origin: await requestOrigin(site), assetCdnUrl: env.ASSET_CDN_URL });
}

export async function generateViewport({ params }: Pick<SiteLayoutProps, "params">): Promise<Viewport> {
  const { site } = await params;
  const { siteConfig } = await loadSite(site);
  return {
    width: "device-width",
    initialScale: 1,
    themeColor: resolveColors(siteConfig.theme.colors).primary_1,
  };
}

/** Root layout of every clinic's site: Korean document, the design tokens with the clinic's colours, fonts. */
export default async function SiteRootLayout({ children, params }: SiteLayoutProps) {
  const { site } = await params;
  const { siteConfig } = await loadSite(site);
  return (
    <html lang="ko" data-site={site}>
      <head>
        {/* Tokens as CSS variables; the partner's colours override the defaults before the first paint. Raw HTML
            because React would entity-escape the quotes of font names; theme-css.ts admits no "<" in values. */}
        <style
          id="design-tokens"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: generated from tokens and validated colours only
          dangerouslySetInnerHTML={{ __html: buildThemeCss(siteConfig.theme.colors) }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
