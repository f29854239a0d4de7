/**
 * Menu entries a clinic names with generic words ('전체 보기' under '수술 · 시술'). Read alone, by a screen
 * reader's link list or a search engine (Lighthouse "link-text"), they say nothing about where they lead.
 */
const GENERIC_TITLES = new Set([
  "전체 보기",
  "전체보기",
  "더보기",
  "더 보기",
  "자세히",
  "자세히 보기",
  "바로가기",
  "보기",
]);

export const isGenericTitle = (title: string): boolean => GENERIC_TITLES.has(title.trim());

/** A sub-menu link's text: its title, plus the parent menu's title (visually hidden) when the title is generic. */
export function SubLinkText({ title, parentTitle }: { title: string; parentTitle: string }) {
  if (!isGenericTitle(title)) return title;
  return (
    <>
      {title}
      <span className="visually-hidden">: {parentTitle}</span>
    </>
  );
}
