import type { PartnerInfo, SiteConfig } from "@clinic/shared";
import { resolveColors } from "@/ui/styles/theme-css";
import { widgetSiteSettings } from "../init-options";
import { widgetScriptSrc } from "../widget-script";
import { CartBadgeSync } from "./after-hydration";
import { DeferredReservationWidgetLoader } from "./reservation-widget-deferred";

/**
 * The reservation widget and the cart badge for one page (server part): decides the widget's settings from the
 * partner and site config, finds the versioned script URL, and hands both to the client loader.
 */
export async function ReservationWidget({
  partner,
  siteConfig,
}: {
  partner: PartnerInfo;
  siteConfig: SiteConfig;
}) {
  const siteColors = resolveColors(siteConfig.theme.colors);
  const settings = widgetSiteSettings({
    widgetType: siteConfig.widget.type,
    widgetColors: siteConfig.widget.colors,
    gtmId: partner.partnerMarketingInfo.gtmId,
    siteTheme: { primary: siteColors.primary_1, accent: siteColors.secondary_1 },
  });
  return (
    <>
      <DeferredReservationWidgetLoader src={await widgetScriptSrc()} settings={settings} />
      <CartBadgeSync />
    </>
  );
}
