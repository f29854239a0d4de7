// The address of the storefront's font stylesheet, written by scripts/build-fonts.mjs when the fonts change
// (fonts-href.test.ts fails until the new one is committed). Its folder is named by the fonts' build stamp.
export const KOREAN_FONTS_HREF = "/assets/fonts/ko/e7c70c9bce4b/fonts.css";
