import {
  TRANSLATION_LANGUAGES,
  type TranslatableEntity,
  type TranslationLanguage,
  translationFieldsSchema,
} from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { haneulContent } from "../catalogue/haneul";
import { lumiereContent } from "../catalogue/lumiere";
import type { DemoContent } from "../content-types";
import { haneulTranslations } from "./haneul";
import { lumiereTranslations } from "./lumiere";
import type { DemoTranslations, RowTranslations } from "./types";

const CLINICS: [string, DemoContent, DemoTranslations][] = [
  ["lumiere", lumiereContent, lumiereTranslations],
  ["haneul", haneulContent, haneulTranslations],
];

/** The Korean names the seed inserts per entity, as insert-translations.ts looks them up. */
function koreanNames(content: DemoContent): Record<keyof DemoTranslations, string[]> {
  const { cscenter } = content;
  return {
    categories: content.categories.map((category) => category.name),
    products: content.categories.flatMap((category) => category.products.map((product) => product.name)),
    events: content.events.map((event) => event.title),
    notices: cscenter.notices.map((notice) => notice.title),
    "faq-groups": cscenter.faqGroups.map((group) => group.name),
    faqs: cscenter.faqGroups.flatMap((group) => group.faqs.map((faq) => faq.question)),
  };
}

const fieldsIn = (
  rows: Record<string, RowTranslations> | undefined,
  name: string,
  language: TranslationLanguage,
) => rows?.[name]?.[language] ?? {};

describe.each(CLINICS)("demo translations of %s", (_code, content, translations) => {
  const names = koreanNames(content);

  it("name only rows the seed inserts, with fields the console could save", () => {
    for (const [entity, rows] of Object.entries(translations) as [
      keyof DemoTranslations,
      Record<string, RowTranslations>,
    ][]) {
      for (const [name, languages] of Object.entries(rows)) {
        expect(names[entity], `${entity} '${name}'`).toContain(name);
        for (const [language, fields] of Object.entries(languages)) {
          expect(TRANSLATION_LANGUAGES).toContain(language);
          // Same rules as a clinic's own save: known fields only, within length, none blank.
          const parsed = translationFieldsSchema(entity as TranslatableEntity).parse(fields);
          expect(parsed, `${entity} '${name}' ${language}`).toEqual(fields);
        }
      }
    }
  });

  it("translate every category and product by name and summary into every language", () => {
    for (const language of TRANSLATION_LANGUAGES) {
      for (const category of content.categories) {
        const fields = fieldsIn(translations.categories, category.name, language);
        expect(Object.keys(fields).sort(), `${category.name} ${language}`).toEqual(["description", "name"]);
        for (const product of category.products) {
          const texts = fieldsIn(translations.products, product.name, language);
          expect(texts.name, `${product.name} ${language}`).toBeTruthy();
          expect(texts.summary, `${product.name} ${language}`).toBeTruthy();
        }
      }
    }
  });

  it("translate every event's title and summary into every language", () => {
    for (const language of TRANSLATION_LANGUAGES) {
      for (const title of names.events) {
        expect(
          Object.keys(fieldsIn(translations.events, title, language)).sort(),
          `${title} ${language}`,
        ).toEqual(["summary", "title"]);
      }
    }
  });
});
