import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { partnerId } from "./columns";

// Every table below is tenant-owned: it carries partner_id and row-level security filters it by app.partner_id.

/** Opening hours per weekday (1 = Monday … 7 = Sunday, ISO). Null opening means closed ('Off'). */
export const partnerOperationTimes = pgTable(
  "partner_operation_times",
  {
    partnerId: partnerId(),
    weekday: smallint("weekday").notNull(),
    opening: time("opening"),
    closing: time("closing"),
    lunchStart: time("lunch_start"),
    lunchEnd: time("lunch_end"),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.weekday] })],
);

export const partnerMarketingInfo = pgTable("partner_marketing_info", {
  partnerId: partnerId().primaryKey(),
  channelTalkId: text("channel_talk_id"),
  domainUrl: text("domain_url"),
  ga4Id: text("ga4_id"),
  ga4PropertyId: text("ga4_property_id"),
  gtmId: text("gtm_id"),
  instagramUrl: text("instagram_url"),
  kakaoTalkUrl: text("kakao_talk_url"),
  languageId: text("language_id"),
  naverBlogUrl: text("naver_blog_url"),
  naverDomainCheckHtml: text("naver_domain_check_html"),
  naverTalkUrl: text("naver_talk_url"),
  youtubeUrl: text("youtube_url"),
  xUrl: text("x_url"),
});

/** Defaults are the spec's (section 3): reservationMode STRICT, homepageType BRANDING, popupType LAYER, offsets 60. */
export const homepageConfigs = pgTable("homepage_configs", {
  partnerId: partnerId().primaryKey(),
  version: integer("version").notNull().default(1),
  hasPriceView: boolean("has_price_view").notNull().default(true),
  isIncludeVat: boolean("is_include_vat").notNull().default(true),
  hideEventPageDefaultProductOption: boolean("hide_event_page_default_product_option")
    .notNull()
    .default(false),
  exposureCategory: text("exposure_category"),
  isIconExposure: boolean("is_icon_exposure").notNull().default(true),
  isForceReservation: boolean("is_force_reservation").notNull().default(false),
  reservationConfirm: boolean("reservation_confirm").notNull().default(false),
  reservationRange: integer("reservation_range").notNull().default(60),
  reservationMode: text("reservation_mode").notNull().default("STRICT"),
  homepageType: text("homepage_type").notNull().default("BRANDING"),
  useMedicalCharge: boolean("use_medical_charge").notNull().default(false),
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
  seoKeywords: text("seo_keywords").array().notNull().default(sql`'{}'::text[]`),
  ogImageUrl: text("og_image_url"),
  faviconUpdatedAt: timestamp("favicon_updated_at", { withTimezone: true }),
  useWidget: boolean("use_widget").notNull().default(true),
  popupType: text("popup_type").notNull().default("LAYER"),
  isPopupDimmed: boolean("is_popup_dimmed").notNull().default(true),
  popupGridWidthCount: integer("popup_grid_width_count").notNull().default(3),
  popupTopOffset: integer("popup_top_offset").notNull().default(60),
  popupLeftOffset: integer("popup_left_offset").notNull().default(60),
  popupBottomOffset: integer("popup_bottom_offset").notNull().default(60),
  popupRightOffset: integer("popup_right_offset").notNull().default(60),
});

/** Look and shell texts of the site: theme colours, logos, header mode, footer texts, widget settings. */
export const siteSettings = pgTable("site_settings", {
  partnerId: partnerId().primaryKey(),
  themeColors: jsonb("theme_colors").$type<Record<string, string>>().notNull().default({}),
  logoPcTransparent: text("logo_pc_transparent"),
  logoPcWhite: text("logo_pc_white"),
  logoMobileTransparent: text("logo_mobile_transparent"),
  logoMobileWhite: text("logo_mobile_white"),
  logoFooter: text("logo_footer"),
  headerTransparent: boolean("header_transparent").notNull().default(false),
  headerWhiteTheme: boolean("header_white_theme").notNull().default(false),
  footerConsultationText: text("footer_consultation_text"),
  footerDescription: text("footer_description"),
  // Shell texts fixed in code before issue 25; null keeps the built-in wording.
  footerContactTitle: text("footer_contact_title"),
  footerHoursTitle: text("footer_hours_title"),
  headerTopText: text("header_top_text"),
  menuChatTitle: text("menu_chat_title"),
  menuChatText: text("menu_chat_text"),
  menuPhoneLabel: text("menu_phone_label"),
  floatingButtonText: text("floating_button_text"),
  floatingButtonHidden: boolean("floating_button_hidden").notNull().default(false),
  widgetType: text("widget_type").notNull().default("treatment"),
  widgetColors: jsonb("widget_colors").$type<Record<string, string>>().notNull().default({}),
  // Issue 29: the languages the site is read in besides Korean, which is always on (LANGUAGES in @clinic/shared).
  languages: text("languages").array().notNull().default(sql`'{ko}'::text[]`),
});

/** Footer custom links, ordered by weight. */
export const footerLinks = pgTable(
  "footer_links",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    weight: integer("weight").notNull().default(0),
  },
  (t) => [index("footer_links_partner_id_idx").on(t.partnerId)],
);

/** Top-level items have no parent; a sub-list item points at its parent (same partner, enforced by the FK). */
export const navigationItems = pgTable(
  "navigation_items",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    parentId: integer("parent_id"),
    title: text("title").notNull(),
    url: text("url").notNull(),
    badgeCount: integer("badge_count"),
    weight: integer("weight").notNull().default(0),
  },
  (t) => [
    unique("navigation_items_partner_id_id_key").on(t.partnerId, t.id),
    foreignKey({ columns: [t.partnerId, t.parentId], foreignColumns: [t.partnerId, t.id] }).onDelete(
      "cascade",
    ),
  ],
);

/** Branches of a chain (franchiseList in the header and footer branch pickers). */
export const franchiseBranches = pgTable(
  "franchise_branches",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    hrefTarget: text("href_target").notNull().default("_blank"),
    weight: integer("weight").notNull().default(0),
  },
  (t) => [index("franchise_branches_partner_id_idx").on(t.partnerId)],
);

export const rightButtons = pgTable(
  "right_buttons",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    buttonText: text("button_text"),
    buttonType: text("button_type"),
    buttonUrl: text("button_url"),
    buttonImageUrl: text("button_image_url"),
    hideButton: boolean("hide_button").notNull().default(false),
    useWidget: text("use_widget"),
    weight: integer("weight").notNull().default(0),
  },
  (t) => [index("right_buttons_partner_id_idx").on(t.partnerId)],
);

export const floatingItems = pgTable(
  "floating_items",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    title: text("title").notNull(),
    url: text("url"),
    buttonReservationConsulting: boolean("button_reservation_consulting").notNull().default(false),
    pcImageUrl: text("pc_image_url"),
    mobileImageUrl: text("mobile_image_url"),
    weight: integer("weight").notNull().default(0),
  },
  (t) => [index("floating_items_partner_id_idx").on(t.partnerId)],
);

/** Per-channel title and image overrides for the floating contact menu's built-in channels. */
export const floatingChannelOverrides = pgTable(
  "floating_channel_overrides",
  {
    partnerId: partnerId(),
    channel: text("channel").notNull(),
    title: text("title"),
    imageUrl: text("image_url"),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.channel] })],
);

export const partnerKeywords = pgTable(
  "partner_keywords",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    keyword: text("keyword").notNull(),
    weight: integer("weight").notNull().default(0),
    /** The search panel's keywords are per language (issue 29): a page shows its own language's. */
    language: text("language").notNull().default("ko"),
  },
  (t) => [index("partner_keywords_partner_id_idx").on(t.partnerId)],
);

/**
 * 비급여 진료비용 (non-covered fees, issue 25): one row per item. The page groups items by category, in the order of
 * each category's first item; price_max is null for a single price (CHECKs: price_min ≥ 0, price_max ≥ price_min).
 */
export const nonCoveredFees = pgTable(
  "non_covered_fees",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    category: text("category").notNull(),
    name: text("name").notNull(),
    priceMin: integer("price_min").notNull(),
    priceMax: integer("price_max"),
    unit: text("unit"),
    note: text("note"),
    weight: integer("weight").notNull().default(0),
  },
  (t) => [index("non_covered_fees_partner_id_idx").on(t.partnerId, t.weight)],
);

/** The 비급여 page of a clinic: notes under the table and the date of its last change (최종 변경일). */
export const nonCoveredFeePages = pgTable("non_covered_fee_pages", {
  partnerId: partnerId().primaryKey(),
  notes: text("notes"),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
