import type { TranslationLanguage } from "@clinic/shared";

/** One row's texts in each language it is translated into (a field left out stays Korean). */
export type RowTranslations = Partial<Record<TranslationLanguage, Record<string, string>>>;

/**
 * A demo clinic's translations (issue 29), keyed by the Korean text that names the row (a category's or product's
 * name, an event's or notice's title, an FAQ's question), so the catalogue files stay as they are.
 */
export interface DemoTranslations {
  categories?: Record<string, RowTranslations>;
  products?: Record<string, RowTranslations>;
  events?: Record<string, RowTranslations>;
  notices?: Record<string, RowTranslations>;
  "faq-groups"?: Record<string, RowTranslations>;
  faqs?: Record<string, RowTranslations>;
  employees?: Record<string, RowTranslations>;
  /** Treatment option names by Korean name, per language: added to every product that has such an option. */
  optionNames?: Partial<Record<TranslationLanguage, Record<string, string>>>;
  /** The 비급여 page's texts (`name:…`, `unit:…`, `notes`), per language. */
  fees?: Partial<Record<TranslationLanguage, Record<string, string>>>;
}
