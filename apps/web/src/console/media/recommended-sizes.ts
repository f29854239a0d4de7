import type { BannerLocation } from "@clinic/shared";

/**
 * Recommended image sizes per field (issue 25), from the storefront's own layout at twice the CSS size for sharp
 * screens. Where the site crops (object-fit: cover), the size has the ratio of the box it fills.
 * - Hero (MAIN_TOP): `hero-banners.module.css` draws 1920×800 art; on a 390 px phone the slide is 520 px tall.
 * - Middle (MAIN_MIDDLE): cards at 16:10 (`middle-banners.module.css`).
 * - Lists (PRODUCT_LIST, EVENT_LIST): 1400×360 on PC, 780×480 under 768 px (`list-banners.module.css`).
 * - Logos: 50 px tall and at most 300 px wide on PC, 24 px tall and 200 px wide on phones (tokens `layout`).
 */
export const BANNER_SIZES: Record<BannerLocation, { pc: string; mobile: string }> = {
  MAIN_TOP: { pc: "1920×800px", mobile: "780×1040px (세로형)" },
  MAIN_MIDDLE: { pc: "1280×800px (16:10)", mobile: "780×488px (16:10)" },
  PRODUCT_LIST: { pc: "1400×360px", mobile: "780×480px" },
  EVENT_LIST: { pc: "1400×360px", mobile: "780×480px" },
};

export const IMAGE_SIZES = {
  logoPc: "600×100px 이내 (높이 50px로 표시)",
  logoMobile: "400×48px 이내 (높이 24px로 표시)",
  logoFooter: "가로 400px (가로 200px로 표시)",
  productThumbnail: "800×800px (정사각형)",
  productImage: "1200×800px (3:2)",
  eventThumbnail: "800×800px (정사각형)",
  doctorPhoto: "600×800px (3:4)",
  spacePhoto: "1200×800px (3:2)",
  boardThumbnail: "800×600px (4:3)",
  beforeAfter: "800×800px (정사각형)",
  ogImage: "1200×630px",
  popup: "PC 500×500px, 모바일 화면 너비 780px",
  floating: "96×96px (정사각형)",
} as const;
