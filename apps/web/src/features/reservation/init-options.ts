import { widgetKindFor } from "./action";
import { readUtm } from "./utm";
import type { WidgetInitOptions, WidgetTheme } from "./widget-api";

/**
 * Spec 9 "fallback tag manager id exists (value not shown)": the platform's own Google Tag Manager container,
 * used when a partner has no gtmId of its own. Chosen here; replace it with the real container id at launch.
 */
export const DEFAULT_GTM_ID = "GTM-CLNC0PF";

/** What the server decides for the widget from the site's data (everything but the page's own URL). */
export interface WidgetSiteSettings {
  consultingReservationOnly: boolean;
  gtmId: string;
  theme: WidgetTheme;
}

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/deg-]+\)|[a-z]{3,30})$/i;

function colorOf(colors: Record<string, string>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = colors[name]?.trim();
    if (value && SAFE_COLOR.test(value)) return value;
  }
  return undefined;
}

/**
 * The widget's settings from the site config and partner: visit-only when the widget type is 'visit', the
 * partner's gtmId or the default, and the widget's own colours falling back to the site theme's. Pure.
 */
export function widgetSiteSettings(input: {
  widgetType: string | null | undefined;
  widgetColors: Record<string, string>;
  gtmId: string | null | undefined;
  /** The site theme's resolved colours (primary, accent). */
  siteTheme: { primary: string; accent: string };
}): WidgetSiteSettings {
  const colors = input.widgetColors;
  const primaryText = colorOf(colors, "primaryText", "primary_text", "textColor");
  return {
    consultingReservationOnly: widgetKindFor(input.widgetType) === "visit",
    gtmId: input.gtmId?.trim() || DEFAULT_GTM_ID,
    theme: {
      primary: colorOf(colors, "primary", "primaryColor", "primary_1") ?? input.siteTheme.primary,
      accent: colorOf(colors, "accent", "accentColor", "secondary_1") ?? input.siteTheme.accent,
      ...(primaryText ? { primaryText } : {}),
    },
  };
}

/** init()'s options for this page: the site settings plus this page's origin and the UTM values in its query. */
export function widgetInitOptions(
  settings: WidgetSiteSettings,
  location: { origin: string; search: string },
): WidgetInitOptions {
  return {
    originUrl: location.origin,
    consultingReservationOnly: settings.consultingReservationOnly,
    gtmId: settings.gtmId,
    theme: settings.theme,
    utm: readUtm(location.search),
  };
}
