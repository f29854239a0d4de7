import "@/ui/styles/global.css";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { env } from "@/env";
import { LanguageAlternates } from "@/features/i18n/components/language-alternates";
import { clientMessages } from "@/features/i18n/messages";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { loadSite } from "@/features/site/load-site";
import { partnerMetadata } from "@/features/site/metadata";
import { MarketingScripts } from "@/features/tracking/components/marketing-scripts";
import { PageViewTracker } from "@/features/tracking/components/page-view-tracker";
import { DATA_LAYER_BOOTSTRAP } from "@/features/tracking/data-layer";
import { WEB_ANALYTICS_SCRIPT_PATH } from "@/features/tracking/web-analytics";
import { siteOrigin } from "@/platform/site-origin/site-origin";
import { CjkFont } from "@/ui/language/cjk-font";
import { LanguageProvider } from "@/ui/language/language-context";
import { DesignTokensStyle } from "@/ui/styles/design-tokens-style";
import { KoreanFonts } from "@/ui/styles/korean-fonts";
import { resolveColors } from "@/ui/styles/theme-css";

interface SiteLayoutProps {
  children: ReactNode;
  params: Promise<LanguageParams>;
}

export async function generateMetadata({ params }: Pick<SiteLayoutProps, "params">): Promise<Metadata> {
  const { site } = await params;
  await siteLanguage(params);
  const t = await getTranslations("common");
  const { partner } = await loadSite(site);
  return partnerMetadata(partner, { origin: siteOrigin(site), assetCdnUrl: env.ASSET_CDN_URL }, (name) =>
    t("siteDescription", { name }),
  );
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
 * Root layout of every clinic's site (the pre-launch page included) in one of its languages (issue 29): the
 * document's language and its alternates in the clinic's other languages, the design tokens with the clinic's
 * colours, fonts, the data layer, page views, the web analytics script and the clinic's Google tags.
 */
export default async function SiteRootLayout({ children, params }: SiteLayoutProps) {
  const { site } = await params;
  const language = await siteLanguage(params);
  const { partner, siteConfig } = await loadSite(site);
  return (
    <html lang={language} data-site={site}>
      <head>
        {/* window.dataLayer before any other script (widget, tag manager, Next's chunks): React writes Next's chunks
            into <head> before this, so the web server moves it right after <head> (head-script/first-script.ts). */}
        <script
          id="data-layer"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, no data interpolated
          dangerouslySetInnerHTML={{ __html: DATA_LAYER_BOOTSTRAP }}
        />
        <DesignTokensStyle colors={siteConfig.theme.colors} />
        <KoreanFonts />
        {/* Spec 1: web analytics from the site's own path (the hosting's edge, or our no-op in app/%5Fvercel). */}
        <script defer src={WEB_ANALYTICS_SCRIPT_PATH} />
      </head>
      <body>
        <LanguageProvider language={language}>
          <LanguageAlternates origin={siteOrigin(site)} languages={siteConfig.languages} />
          <CjkFont language={language} />
          <NextIntlClientProvider locale={language} messages={clientMessages(language)}>
            {children}
          </NextIntlClientProvider>
        </LanguageProvider>
        <PageViewTracker />
        <MarketingScripts marketing={partner.partnerMarketingInfo} site={site} />
      </body>
    </html>
  );
}
