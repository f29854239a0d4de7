import {
  listedKey,
  TRANSLATION_LANGUAGES,
  type TranslatableEntity,
  type TranslationLanguage,
  translationFieldsSchema,
} from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import { describe, expect, it } from "vitest";
import { blocksHtml } from "../catalogue/cscenter-html";
import { haneulContent } from "../catalogue/haneul";
import { productHtml } from "../catalogue/html";
import { lumiereContent } from "../catalogue/lumiere";
import type { DemoContent } from "../content-types";
import { DEMO_FEES } from "../non-covered-fees";
import { haneulTranslations } from "./haneul";
import { lumiereTranslations } from "./lumiere";
import type { DemoTranslations, RowTranslations } from "./types";

const CLINICS: [string, DemoContent, DemoTranslations][] = [
  ["lumiere", lumiereContent, lumiereTranslations],
  ["haneul", haneulContent, haneulTranslations],
];

type NamedRows = Exclude<keyof DemoTranslations, "optionNames" | "fees">;

/** The Korean names the seed inserts per entity, as insert-translations.ts looks them up. */
function koreanNames(content: DemoContent): Record<NamedRows, string[]> {
  const { cscenter } = content;
  return {
    categories: content.categories.map((category) => category.name),
    products: content.categories.flatMap((category) => category.products.map((product) => product.name)),
    events: content.events.map((event) => event.title),
    notices: cscenter.notices.map((notice) => notice.title),
    "faq-groups": cscenter.faqGroups.map((group) => group.name),
    faqs: cscenter.faqGroups.flatMap((group) => group.faqs.map((faq) => faq.question)),
    employees: content.employees.map((employee) => employee.name),
  };
}

const fieldsIn = (
  rows: Record<string, RowTranslations> | undefined,
  name: string,
  language: TranslationLanguage,
) => rows?.[name]?.[language] ?? {};

describe.each(CLINICS)("demo translations of %s", (code, content, translations) => {
  const names = koreanNames(content);

  it("name only rows the seed inserts, with fields the console could save", () => {
    for (const [entity, rows] of Object.entries(translations).filter(
      ([entity]) => entity !== "optionNames" && entity !== "fees",
    ) as [NamedRows, Record<string, RowTranslations>][]) {
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

  it("translate only option names and 비급여 texts the seed has, as the console would save them", () => {
    const options = new Set(
      content.categories.flatMap((category) =>
        category.products.flatMap((p) => p.options.map(([name]) => name)),
      ),
    );
    for (const [language, byName] of Object.entries(translations.optionNames ?? {}))
      for (const [korean, name] of Object.entries(byName)) {
        expect(options, `${korean} ${language}`).toContain(korean);
        expect(name.trim()).toBe(name);
        expect(name.length).toBeGreaterThan(0);
      }
    const rows = DEMO_FEES[code] ?? [];
    const texts = new Set([
      "notes",
      ...rows.flatMap(([category, name, , , unit, note]) => [
        listedKey("category", category),
        listedKey("name", name),
        ...(unit ? [listedKey("unit", unit)] : []),
        ...(note ? [listedKey("note", note)] : []),
      ]),
    ]);
    for (const [language, fields] of Object.entries(translations.fees ?? {})) {
      expect(
        [...texts].filter((key) => !fields[key]),
        `untranslated in ${language}`,
      ).toEqual([]);
      for (const key of Object.keys(fields)) expect(texts, `${key} ${language}`).toContain(key);
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

  it("translate every notice title and FAQ into English, FAQ questions into Japanese, and leave Chinese in Korean", () => {
    for (const title of names.notices) {
      expect(fieldsIn(translations.notices, title, "en").title, title).toBeTruthy();
      expect(fieldsIn(translations.notices, title, "ja").title, title).toBeTruthy();
    }
    for (const name of names["faq-groups"])
      expect(fieldsIn(translations["faq-groups"], name, "en").name).toBeTruthy();
    for (const question of names.faqs) {
      expect(Object.keys(fieldsIn(translations.faqs, question, "en")).sort(), question).toEqual([
        "answerHtml",
        "question",
      ]);
      expect(Object.keys(fieldsIn(translations.faqs, question, "ja")), question).toEqual(["question"]);
    }
    for (const entity of ["notices", "faq-groups", "faqs"] as const)
      for (const languages of Object.values(translations[entity] ?? {})) {
        expect(languages["zh-CN"]).toBeUndefined();
        expect(languages["zh-TW"]).toBeUndefined();
      }
  });

  it("write some bodies, in the Korean body's tags, and leave the rest Korean", () => {
    const tags = (html: string) => html.match(/<\/?[a-z0-9]+/g);
    const pages = Object.entries(translations.products ?? {}).filter(
      ([, languages]) => languages.en?.contentHtml,
    );
    expect(pages.map(([name]) => name)).toHaveLength(3);
    for (const [name, languages] of pages) {
      const category = content.categories.find((each) =>
        each.products.some((product) => product.name === name),
      );
      const product = category?.products.find((each) => each.name === name);
      const korean = sanitizeRichText(productHtml(product!, category!));
      expect(tags(languages.en?.contentHtml ?? ""), name).toEqual(tags(korean));
      expect(tags(languages.ja?.contentHtml ?? ""), name).toEqual(tags(korean));
      // Prices come from the catalogue: the cheapest option's price appears in both languages.
      const price = product!.options[0]![1].toLocaleString("en-US");
      expect(languages.en?.contentHtml).toContain(`KRW ${price}`);
      expect(languages.ja?.contentHtml).toContain(`${price}ウォン`);
    }
    const notices = content.cscenter.notices.filter(
      (notice) => translations.notices?.[notice.title]?.en?.contentHtml,
    );
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      expect(typeof notice.body, notice.title).not.toBe("function");
      const korean = sanitizeRichText(
        blocksHtml(notice.body as Exclude<typeof notice.body, (...args: never) => unknown>),
      );
      expect(tags(translations.notices?.[notice.title]?.en?.contentHtml ?? "")).toEqual(tags(korean));
    }
    for (const group of content.cscenter.faqGroups)
      for (const faq of group.faqs) {
        const korean = sanitizeRichText(blocksHtml(faq.answer));
        expect(tags(translations.faqs?.[faq.question]?.en?.answerHtml ?? ""), faq.question).toEqual(
          tags(korean),
        );
      }
  });
});
