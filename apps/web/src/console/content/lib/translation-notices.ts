/** What a translation write said, by the `notice` it leaves in the address (the editor reloads after each write). */
export const TRANSLATION_NOTICES = {
  saved: "번역을 임시저장했습니다. 게시하면 홈페이지에 보입니다.",
  published: "번역을 게시했습니다. 홈페이지에 몇 초 안에 반영됩니다.",
  unpublished: "번역을 내렸습니다. 이 언어에서는 한국어 내용이 보입니다.",
  discarded: "번역 임시저장을 버렸습니다.",
} as const;
export type TranslationNotice = keyof typeof TRANSLATION_NOTICES;

export const translationNotice = (value: unknown): string | undefined =>
  typeof value === "string" && Object.hasOwn(TRANSLATION_NOTICES, value)
    ? TRANSLATION_NOTICES[value as TranslationNotice]
    : undefined;
