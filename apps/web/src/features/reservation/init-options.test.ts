import { describe, expect, it } from "vitest";
import { DEFAULT_GTM_ID, widgetInitOptions, widgetSiteSettings } from "./init-options";

const siteTheme = { primary: "#3a2519", accent: "#c98a2b" };

describe("widgetSiteSettings", () => {
  it("is visit-only when the widget type is visit", () => {
    const base = { widgetColors: {}, gtmId: null, siteTheme };
    expect(widgetSiteSettings({ ...base, widgetType: "visit" }).consultingReservationOnly).toBe(true);
    expect(widgetSiteSettings({ ...base, widgetType: "treatment" }).consultingReservationOnly).toBe(false);
    expect(widgetSiteSettings({ ...base, widgetType: "visitType2" }).consultingReservationOnly).toBe(false);
  });

  it("uses the partner's gtmId, else the default one", () => {
    const base = { widgetType: "treatment", widgetColors: {}, siteTheme };
    expect(widgetSiteSettings({ ...base, gtmId: "GTM-ABC123" }).gtmId).toBe("GTM-ABC123");
    expect(widgetSiteSettings({ ...base, gtmId: null }).gtmId).toBe(DEFAULT_GTM_ID);
    expect(widgetSiteSettings({ ...base, gtmId: "  " }).gtmId).toBe(DEFAULT_GTM_ID);
  });

  it("takes the widget's own colours first, then the site theme; unsafe values are ignored", () => {
    const own = widgetSiteSettings({
      widgetType: "treatment",
      gtmId: null,
      siteTheme,
      widgetColors: { primary: "#112233", primaryText: "#ffffff", accent: "red;}body{x" },
    });
    expect(own.theme).toEqual({ primary: "#112233", primaryText: "#ffffff", accent: siteTheme.accent });
    const fallback = widgetSiteSettings({
      widgetType: "treatment",
      gtmId: null,
      siteTheme,
      widgetColors: {},
    });
    expect(fallback.theme).toEqual({ primary: siteTheme.primary, accent: siteTheme.accent });
  });
});

describe("widgetInitOptions", () => {
  it("adds this page's origin and UTM values", () => {
    const settings = widgetSiteSettings({ widgetType: "visit", gtmId: null, siteTheme, widgetColors: {} });
    const options = widgetInitOptions(settings, {
      origin: "http://lumiere.localhost:5000",
      search: "?utm_source=insta&wcopen=1",
    });
    expect(options).toEqual({
      originUrl: "http://lumiere.localhost:5000",
      consultingReservationOnly: true,
      gtmId: DEFAULT_GTM_ID,
      theme: { primary: siteTheme.primary, accent: siteTheme.accent },
      utm: { utm_source: "insta" },
    });
  });
});
