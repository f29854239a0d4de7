import type { Language } from "@clinic/shared";

/** Languages whose letters our Korean faces lack (kana, Simplified and Traditional Han): their stylesheet's URL. */
const CJK_STYLESHEETS: Partial<Record<Language, string>> = {
  ja: "/assets/fonts/cjk/ja.css",
  "zh-CN": "/assets/fonts/cjk/zh-CN.css",
  "zh-TW": "/assets/fonts/cjk/zh-TW.css",
};

/**
 * Our Japanese or Chinese font on the pages read in that language (issue 29; apps/web/scripts/build-cjk-fonts.mjs),
 * so their text is drawn in our fonts like the Korean is. React puts the stylesheet in the head; Korean and English
 * pages render nothing here and load none of it.
 */
export function CjkFont({ language }: { language: Language }) {
  const href = CJK_STYLESHEETS[language];
  return href ? <link rel="stylesheet" href={href} precedence="fonts" /> : null;
}

/** Every CJK face at once, for the console's screens that show all languages side by side (translations). */
export function AllCjkFonts() {
  return (
    <>
      <CjkFont language="ja" />
      <CjkFont language="zh-CN" />
      <CjkFont language="zh-TW" />
    </>
  );
}
