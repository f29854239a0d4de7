import { DEFAULT_LANGUAGE, type Language } from "@clinic/shared";

/**
 * What the API answers on a translatable row read in another language (issue 29): the fields it carries in that
 * language. A field not listed is the clinic's Korean text (the translation is missing or not yet published).
 */
export interface TranslatableRow {
  translated?: readonly string[] | null;
}

/**
 * The language one content field of a row is written in on a page in `pageLanguage`: the page's own when the row
 * carries a translation of the field, Korean otherwise. Pages put it in the element's `lang` attribute, so screen
 * readers, fonts and the "no Korean in the interface" test know which Korean is content shown as a fallback.
 */
export function contentLang(pageLanguage: Language, row: TranslatableRow, field: string): Language {
  if (pageLanguage === DEFAULT_LANGUAGE) return pageLanguage;
  return row.translated?.includes(field) ? pageLanguage : DEFAULT_LANGUAGE;
}

/** True when a foreign page shows any of these fields of the row in Korean (the page then says so once). */
export function showsKorean(pageLanguage: Language, row: TranslatableRow, fields: readonly string[]): boolean {
  return fields.some((field) => contentLang(pageLanguage, row, field) !== pageLanguage);
}
