import type { Language } from "@clinic/shared";
import { contentLang, showsKorean, type TranslatableRow } from "@/ui/language/content-lang";

/**
 * contentLang/showsKorean for any row the API answers (issue 29): the storefront's types gain `translated` with the
 * content translations, and until they do a row without it is Korean (TypeScript refuses to pass a type that
 * shares no property with TranslatableRow, hence the widening here, once).
 */
export const rowLang = (language: Language, row: object, field: string): Language =>
  contentLang(language, row as TranslatableRow, field);

export const rowShowsKorean = (language: Language, row: object, fields: readonly string[]): boolean =>
  showsKorean(language, row as TranslatableRow, fields);

/**
 * A text the clinic may write itself or leave to the built-in wording (the footer's headings, the mobile menu's
 * prompt): its own is marked like any content field; none means the catalogue's wording, in the page's language.
 */
export const ownTextLang = (language: Language, part: object, key: string): Language =>
  (part as Record<string, unknown>)[key] ? rowLang(language, part, key) : language;

/** The clinic's own name, address and other content no translation exists for: Korean on every page. */
export const KOREAN_CONTENT = "ko" as const;

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

/** A visitor's own words (a search keyword) in Korean script are Korean, whatever the page's language. */
export const typedLang = (text: string): "ko" | undefined => (HANGUL.test(text) ? "ko" : undefined);
