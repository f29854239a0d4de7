/** What the link to the site frame's translations says on the menu and header/footer pages (issue 29). */
export const TRANSLATIONS_LINK = "메뉴 · 버튼 · 바닥글 번역 (English · 日本語 · 中文)";
