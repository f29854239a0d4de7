import { isOneOf } from "@api/lib/enums";
import { translateItem, translateTexts } from "@api/storefront/translations/overlay";
import {
  type FloatingItem,
  type Franchise,
  floatingChannels,
  type NavigationItem,
  offeredLanguages,
  type RightButton,
  type SiteConfig,
  type TranslationFields,
} from "@clinic/shared";
import type { NavigationRow, SiteConfigRecord, SiteSettingsRow } from "./repository";

type BranchRow = SiteConfigRecord["franchises"][number];
type RightButtonRow = SiteConfigRecord["rightButtons"][number];
type FloatingItemRow = SiteConfigRecord["floatingItems"][number];

// The console shows and edits these same shapes (console-site/mappers.ts).

export const toBranch = (row: BranchRow): Franchise => ({
  title: row.title,
  url: row.url,
  // New tab unless the branch says otherwise (spec section 2, "Action button behaviour").
  hrefTarget: row.hrefTarget === "_self" ? "_self" : "_blank",
});

export const toRightButton = (row: RightButtonRow): RightButton => ({
  buttonText: row.buttonText,
  buttonType: row.buttonType,
  buttonUrl: row.buttonUrl,
  buttonImageUrl: row.buttonImageUrl,
  hideButton: row.hideButton,
  useWidget: row.useWidget,
});

export const toFloatingItem = (row: FloatingItemRow): FloatingItem => ({
  title: row.title,
  url: row.url,
  buttonReservationConsulting: row.buttonReservationConsulting,
  pcImageUrl: row.pcImageUrl,
  mobileImageUrl: row.mobileImageUrl,
});

/** The site_settings column default: anything but 'visit' opens the treatment reservation (spec section 2). */
const DEFAULT_WIDGET_TYPE = "treatment";

/** Top-level items (no parent) in weight order, each with its children in weight order as subList. */
export function toNavigation(rows: NavigationRow[]): NavigationItem[] {
  const children = new Map<number, NavigationRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  // Rows arrive sorted by weight, so each sibling list keeps that order.
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      title: row.title,
      url: row.url,
      badgeCount: row.badgeCount,
      subList: (children.get(row.id) ?? []).map((child) => ({ title: child.title, url: child.url })),
    }));
}

/** A partner without a site_settings row gets the column defaults: our design tokens, no logos, opaque header. */
function settingsOrDefaults(settings: SiteSettingsRow | null) {
  return {
    themeColors: settings?.themeColors ?? {},
    logoPcTransparent: settings?.logoPcTransparent ?? null,
    logoPcWhite: settings?.logoPcWhite ?? null,
    logoMobileTransparent: settings?.logoMobileTransparent ?? null,
    logoMobileWhite: settings?.logoMobileWhite ?? null,
    logoFooter: settings?.logoFooter ?? null,
    headerTransparent: settings?.headerTransparent ?? false,
    headerWhiteTheme: settings?.headerWhiteTheme ?? false,
    footerConsultationText: settings?.footerConsultationText ?? null,
    footerDescription: settings?.footerDescription ?? null,
    footerContactTitle: settings?.footerContactTitle ?? null,
    footerHoursTitle: settings?.footerHoursTitle ?? null,
    headerTopText: settings?.headerTopText ?? null,
    menuChatTitle: settings?.menuChatTitle ?? null,
    menuChatText: settings?.menuChatText ?? null,
    menuPhoneLabel: settings?.menuPhoneLabel ?? null,
    floatingButtonText: settings?.floatingButtonText ?? null,
    floatingButtonHidden: settings?.floatingButtonHidden ?? false,
    widgetType: settings?.widgetType ?? DEFAULT_WIDGET_TYPE,
    widgetColors: settings?.widgetColors ?? {},
    languages: settings?.languages ?? [],
  };
}

export function toSiteConfig(record: SiteConfigRecord): SiteConfig {
  const settings = settingsOrDefaults(record.settings);
  return {
    theme: { colors: settings.themeColors },
    logos: {
      pcTransparent: settings.logoPcTransparent,
      pcWhite: settings.logoPcWhite,
      mobileTransparent: settings.logoMobileTransparent,
      mobileWhite: settings.logoMobileWhite,
      footer: settings.logoFooter,
    },
    header: {
      isTransparent: settings.headerTransparent,
      isWhiteTheme: settings.headerWhiteTheme,
      topText: settings.headerTopText,
    },
    navigation: toNavigation(record.navigation),
    franchiseList: record.franchises.map(toBranch),
    rightButtons: record.rightButtons.map(toRightButton),
    floatingItems: record.floatingItems.map(toFloatingItem),
    channelOverrides: record.channelOverrides.flatMap((row) =>
      isOneOf(floatingChannels, row.channel)
        ? [{ channel: row.channel, title: row.title, imageUrl: row.imageUrl }]
        : [],
    ),
    footer: {
      consultationText: settings.footerConsultationText,
      description: settings.footerDescription,
      links: record.footerLinks.map((row) => ({ title: row.title, url: row.url })),
      contactTitle: settings.footerContactTitle,
      hoursTitle: settings.footerHoursTitle,
    },
    mobileMenu: {
      chatTitle: settings.menuChatTitle,
      chatText: settings.menuChatText,
      phoneLabel: settings.menuPhoneLabel,
    },
    floatingButton: { text: settings.floatingButtonText, hideButton: settings.floatingButtonHidden },
    widget: { type: settings.widgetType, colors: settings.widgetColors },
    languages: offeredLanguages(settings.languages),
  };
}

/**
 * The site's frame in another language (issue 29, decision 0045): header, menus, buttons, footer and floating
 * texts the clinic translated (the `site-texts` translation), the rest its Korean, each part marked.
 */
export function translateSiteConfig(
  config: SiteConfig,
  fields: Readonly<TranslationFields> | undefined,
): SiteConfig {
  return {
    ...config,
    header: translateTexts(config.header, fields, { headerTopText: "topText" }),
    navigation: config.navigation.map((item) => ({
      ...translateItem(item, fields, { title: "menu" }),
      subList: item.subList.map((sub) => translateItem(sub, fields, { title: "menu" })),
    })),
    rightButtons: config.rightButtons.map((button) =>
      translateItem(button, fields, { buttonText: "button" }),
    ),
    floatingItems: config.floatingItems.map((item) => translateItem(item, fields, { title: "floating" })),
    footer: {
      ...translateTexts(config.footer, fields, {
        footerConsultationText: "consultationText",
        footerDescription: "description",
        footerContactTitle: "contactTitle",
        footerHoursTitle: "hoursTitle",
      }),
      links: config.footer.links.map((link) => translateItem(link, fields, { title: "link" })),
    },
    mobileMenu: translateTexts(config.mobileMenu, fields, {
      menuChatTitle: "chatTitle",
      menuChatText: "chatText",
      menuPhoneLabel: "phoneLabel",
    }),
    floatingButton: translateTexts(config.floatingButton, fields, { floatingButtonText: "text" }),
  };
}
