import type { HomepageConfig, PartnerMarketingInfo } from "@clinic/shared";

/**
 * Homepage configuration of a partner without a homepage_configs row: the defaults of spec section 3
 * (reservationMode STRICT, homepageType BRANDING, popupType LAYER, popup offsets 60). They equal the column
 * defaults of packages/db's homepage_configs table; defaults.test.ts fails if the two drift apart.
 */
export const DEFAULT_HOMEPAGE_CONFIG: HomepageConfig = {
  version: 1,
  hasPriceView: true,
  isIncludeVat: true,
  hideEventPageDefaultProductOption: false,
  exposureCategory: null,
  isIconExposure: true,
  isForceReservation: false,
  reservationConfirm: false,
  reservationRange: 60,
  reservationMode: "STRICT",
  homepageType: "BRANDING",
  useMedicalCharge: false,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: [],
  ogImageUrl: null,
  faviconUpdatedAt: null,
  useWidget: true,
  popupType: "LAYER",
  isPopupDimmed: true,
  popupGridWidthCount: 3,
  popupTopOffset: 60,
  popupLeftOffset: 60,
  popupBottomOffset: 60,
  popupRightOffset: 60,
};

/** A partner without marketing info has none of the ids or channel URLs. */
export const EMPTY_MARKETING_INFO: PartnerMarketingInfo = {
  channelTalkId: null,
  domainUrl: null,
  ga4Id: null,
  ga4PropertyId: null,
  gtmId: null,
  instagramUrl: null,
  kakaoTalkUrl: null,
  languageId: null,
  naverBlogUrl: null,
  naverDomainCheckHtml: null,
  naverTalkUrl: null,
  youtubeUrl: null,
  xUrl: null,
};
