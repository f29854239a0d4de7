import "../../styles/fonts";
import "../../styles/global.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { MarketingScripts } from "../../components/tracking/marketing-scripts";
import { PageViewTracker } from "../../components/tracking/page-view-tracker";
import { env } from "../../env";
import { loadSite } from "../../lib/site/load-site";
import { partnerMetadata } from "../../lib/site/metadata";
import { siteOrigin } from "../../lib/site/site-origin";
import { DATA_LAYER_BOOTSTRAP } from "../../lib/tracking/data-layer";
import { WEB_ANALYTICS_SCRIPT_PATH } from "../../lib/tracking/web-analytics";
import { DesignTokensStyle } from "../../styles/design-tokens-style";
import { resolveColors } from "../../styles/theme-css";

interface SiteLayoutProps {
  children: ReactNode;
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: Pick<SiteLayoutProps, "params">): Promise<Metadata> {
  const { site } = await params;
  const { partner } = await loadSite(site);
  return partnerMetadata(partner, { origin: siteOrigin(site), assetCdnUrl: env.ASSET_CDN_URL });
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

/**
 * Root layout of every clinic's site (the pre-launch page included): Korean document, the design tokens with the
 * clinic's colours, fonts, the data layer, page views, the web analytics script and the clinic's Google tags.
 */
export default async function SiteRootLayout({ children, params }: SiteLayoutProps) {
  const { site } = await params;
  const { partner, siteConfig } = await loadSite(site);
  return (
    <html lang="ko" data-site={site}>
      <head>
        {/* First in the document: window.dataLayer exists before any other script (widget, tag manager) runs. */}
        <script
          id="data-layer"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, no data interpolated
          dangerouslySetInnerHTML={{ __html: DATA_LAYER_BOOTSTRAP }}
        />
        <DesignTokensStyle colors={siteConfig.theme.colors} />
        {/* Spec 1: web analytics from the site's own path (the hosting's edge, or our no-op in app/%5Fvercel). */}
        <script defer src={WEB_ANALYTICS_SCRIPT_PATH} />
      </head>
      <body>
        {children}
        <PageViewTracker />
        <MarketingScripts marketing={partner.partnerMarketingInfo} site={site} />
      </body>
    </html>
  );
}
