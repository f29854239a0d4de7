import { z } from "zod";
import { LANGUAGES, type Language } from "./languages";

/**
 * Translations of console-edited content (issue 29, decision 0043). Each entity names the fields a clinic writes
 * in other languages; everything else of the row (prices, images, dates, order) is the one Korean row's. A field
 * left out of a translation is shown in Korean, marked as such.
 */
export type TranslatableKind = "line" | "text" | "html";

export interface TranslatableField {
  kind: TranslatableKind;
  /** Korean name of the field in the console. */
  label: string;
  max: number;
}

const line = (label: string, max = 200): TranslatableField => ({ kind: "line", label, max });
const text = (label: string, max = 2_000): TranslatableField => ({ kind: "text", label, max });
const html = (label: string): TranslatableField => ({ kind: "html", label, max: 200_000 });

/**
 * The translatable fields of every entity the console edits in other languages, by entity key. An entity is listed
 * only once its storefront reads overlay the translation (articles, after-care notices and cases are not yet).
 */
export const TRANSLATABLE = {
  categories: { name: line("분류 이름", 50), description: text("설명", 300) },
  products: { name: line("시술 이름"), summary: text("요약", 500), contentHtml: html("본문") },
  events: { title: line("이벤트 제목"), summary: text("요약", 500), contentHtml: html("본문") },
  exhibitions: { title: line("기획전 제목"), summary: text("요약", 500), contentHtml: html("본문") },
  brandings: { title: line("브랜딩 제목"), subtitle: text("부제목", 500), contentHtml: html("본문") },
  employees: {
    name: line("이름", 50),
    position: line("직책", 50),
    specialty: line("전문 분야"),
    greeting: text("인사말"),
  },
  spaces: { title: line("공간 이름"), description: text("설명") },
  notices: { title: line("공지 제목"), contentHtml: html("본문") },
  "faq-groups": { name: line("FAQ 분류 이름", 50) },
  banners: { title: line("제목"), subTitle: text("부제목", 500) },
  faqs: { question: line("질문", 300), answerHtml: html("답변") },
} as const satisfies Record<string, Record<string, TranslatableField>>;

export type TranslatableEntity = keyof typeof TRANSLATABLE;
export const TRANSLATABLE_ENTITIES = Object.keys(TRANSLATABLE) as TranslatableEntity[];

export const isTranslatableEntity = (key: string): key is TranslatableEntity =>
  Object.hasOwn(TRANSLATABLE, key);

/** The languages content is translated into: every site language but Korean, the source. */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((language) => language !== "ko") as Exclude<
  Language,
  "ko"
>[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
export const translationLanguageSchema = z.enum(
  TRANSLATION_LANGUAGES as [TranslationLanguage, ...TranslationLanguage[]],
  "번역할 언어를 목록에서 고르세요.",
);

/** A translation's fields as stored and sent: text per field; a field left empty is not translated. */
export type TranslationFields = Record<string, string>;

/**
 * What the console may save for one entity: only that entity's fields, each trimmed and within its length; an
 * empty field is dropped (shown in Korean), so a translation never blanks a page.
 */
export function translationFieldsSchema(entity: TranslatableEntity) {
  const shape: Record<string, z.ZodType<string | undefined, unknown>> = {};
  for (const [key, field] of Object.entries(TRANSLATABLE[entity]) as [string, TranslatableField][]) {
    shape[key] = z
      .string("글자로 입력해 주세요.")
      .trim()
      .max(field.max, `${field.max}자 이하로 입력해 주세요.`)
      .optional()
      .transform((value) => (value ? value : undefined));
  }
  return z
    .strictObject(shape, "번역할 수 없는 항목이 있습니다.")
    .transform((fields) =>
      Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ) as unknown as z.ZodType<TranslationFields, unknown>;
}

/** The fields of a translatable entity that a translation leaves in Korean. */
export function missingFields(
  entity: TranslatableEntity,
  source: Readonly<Record<string, unknown>>,
  fields: Readonly<TranslationFields> | null,
): string[] {
  return Object.keys(TRANSLATABLE[entity]).filter((key) => {
    const korean = source[key];
    // A field the Korean row leaves empty needs no translation.
    if (korean === null || korean === undefined || korean === "") return false;
    return !fields?.[key];
  });
}

/**
 * `languageCode` of a storefront read (spec 7 names it on product lists): the language to answer the clinic's
 * content in; Korean when absent. "zh" (the widget's older code) reads as Simplified Chinese.
 */
export const languageCodeQuery = z
  .enum([...LANGUAGES, "zh"], "languageCode는 ko, en, ja, zh-CN, zh-TW 중 하나여야 합니다.")
  .optional()
  .transform((value): Language | undefined => (value === "zh" ? "zh-CN" : value));

/**
 * What a translated row carries besides its fields (issue 29): the response fields that are in the asked
 * language. Absent on Korean answers; a field not listed is the clinic's Korean text.
 */
export const translatedMarkSchema = z.array(z.string()).optional();
