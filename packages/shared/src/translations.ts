import { z } from "zod";
import { LANGUAGES, type Language } from "./languages";

/**
 * Translations of console-edited content (issue 29, decision 0043). Each entity names the fields a clinic writes
 * in other languages; everything else of the row (prices, images, dates, order) is the one Korean row's. A field
 * left out of a translation is shown in Korean, marked as such.
 */
export type TranslatableKind = "line" | "text" | "html" | "lines" | "image";

export interface TranslatableField {
  kind: TranslatableKind;
  /** Korean name of the field in the console. */
  label: string;
  max: number;
}

const line = (label: string, max = 200): TranslatableField => ({ kind: "line", label, max });
const text = (label: string, max = 2_000): TranslatableField => ({ kind: "text", label, max });
const html = (label: string): TranslatableField => ({ kind: "html", label, max: 200_000 });
/** A list of short lines (a doctor's career), edited and stored one per line. */
const lines = (label: string): TranslatableField => ({ kind: "lines", label, max: 4_000 });
/** An image's address: the same picture with the text on it in another language (a popup). */
const image = (label: string): TranslatableField => ({ kind: "image", label, max: 1_000 });

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
    careers: lines("경력"),
  },
  spaces: { title: line("공간 이름"), description: text("설명") },
  notices: { title: line("공지 제목"), contentHtml: html("본문") },
  "faq-groups": { name: line("FAQ 분류 이름", 50) },
  banners: { title: line("제목"), subTitle: text("부제목", 500) },
  faqs: { question: line("질문", 300), answerHtml: html("답변") },
  // Only listed texts (below): the popup's item titles and images.
  popups: {},
  // The page's notes; the table's cells are listed texts.
  "non-covered-fees": { notes: text("안내 문구", 2_000) },
  // The texts of the site's frame (header, menu, footer, floating button): one per clinic, like the 비급여 page.
  "site-texts": {
    headerTopText: line("상단 띠 문구"),
    footerConsultationText: text("바닥글 상담 안내", 500),
    footerDescription: text("바닥글 소개", 1_000),
    footerContactTitle: line("바닥글 연락처 제목", 50),
    footerHoursTitle: line("바닥글 진료시간 제목", 50),
    menuChatTitle: line("모바일 메뉴 상담 제목", 100),
    menuChatText: text("모바일 메뉴 상담 문구", 500),
    menuPhoneLabel: line("모바일 메뉴 전화 문구", 50),
    floatingButtonText: line("떠 있는 예약 버튼", 50),
  },
} as const satisfies Record<string, Record<string, TranslatableField>>;

export type TranslatableEntity = keyof typeof TRANSLATABLE;

/**
 * Texts a row carries in lists: a treatment's option names, a popup's items, the 비급여 table's cells. The console
 * replaces such lists when they are saved (their rows get new ids), so each distinct Korean text is translated once,
 * under the key `{prefix}:{Korean text}`: a translation lasts as long as its Korean text, and "1회" is translated
 * once however many items use it.
 */
interface ListedText {
  prefix: string;
  field: TranslatableField;
  /** The Korean texts of this kind in the live row (as the console reads it). */
  texts: (live: Readonly<Record<string, unknown>>) => unknown[];
}

const itemsOf = (live: Readonly<Record<string, unknown>>, list: string): Record<string, unknown>[] => {
  const value = live[list];
  return Array.isArray(value) ? (value.filter((item) => item && typeof item === "object") as never) : [];
};
const listed = (prefix: string, field: TranslatableField, list: string, ...keys: string[]): ListedText => ({
  prefix,
  field,
  texts: (live) => itemsOf(live, list).flatMap((item) => keys.map((key) => item[key])),
});

export const LISTED_TEXTS: { readonly [E in TranslatableEntity]?: readonly ListedText[] } = {
  products: [listed("option", line("옵션 이름", 100), "options", "name")],
  popups: [
    listed("title", line("팝업 제목", 100), "items", "title"),
    listed("image", image("팝업 이미지"), "items", "pcContent", "mobileContent"),
  ],
  "site-texts": [
    listed("menu", line("메뉴", 50), "menus", "title"),
    listed("button", line("상단 버튼", 50), "buttons", "buttonText"),
    listed("floating", line("떠 있는 메뉴", 50), "floating", "title"),
    listed("link", line("바닥글 링크", 100), "links", "title"),
  ],
  "non-covered-fees": [
    listed("category", line("분류", 100), "items", "category"),
    listed("name", line("항목", 200), "items", "name"),
    listed("unit", line("기준", 100), "items", "unit"),
    listed("note", text("비고", 500), "items", "note"),
  ],
};

/** The key of a listed text's translation: `option:1회`. */
export const listedKey = (prefix: string, korean: string) => `${prefix}:${korean}`;

/** A listed text in `language` from a row's published translation; the Korean when it has none. */
export function listedText(fields: Readonly<TranslationFields> | undefined, prefix: string, korean: string) {
  return fields?.[listedKey(prefix, korean)] || korean;
}

/** One translatable field of one row: the entity's own fields, then its listed texts. */
export interface TranslationFieldSpec extends TranslatableField {
  key: string;
}

/** The fields a translation of this live row has, and the Korean text of each (empty ones left out). */
export function translationFieldsOf(
  entity: TranslatableEntity,
  live: Readonly<Record<string, unknown>>,
): { fields: TranslationFieldSpec[]; source: TranslationFields } {
  const fields: TranslationFieldSpec[] = [];
  const source: TranslationFields = {};
  for (const [key, field] of Object.entries(TRANSLATABLE[entity]) as [string, TranslatableField][]) {
    fields.push({ key, ...field });
    const value = live[key];
    const korean = Array.isArray(value) ? value.filter(Boolean).join("\n") : value;
    if (typeof korean === "string" && korean !== "") source[key] = korean;
  }
  for (const { prefix, field, texts } of LISTED_TEXTS[entity] ?? []) {
    let count = 0;
    for (const korean of texts(live)) {
      if (typeof korean !== "string" || korean.trim() === "") continue;
      const key = listedKey(prefix, korean);
      if (Object.hasOwn(source, key)) continue;
      count += 1;
      // Each input is named by what it translates ("옵션 이름: 1회"); an image by its place.
      const label =
        field.kind === "image"
          ? `${field.label} ${count}`
          : `${field.label}: ${korean.length > 30 ? `${korean.slice(0, 30)}…` : korean}`;
      fields.push({ key, ...field, label });
      source[key] = korean;
    }
  }
  return { fields, source };
}

/** An image translation: our media or an http(s) address, never a script or another site's protocol-relative path. */
const imageAddress = (value: string) => /^https?:\/\/\S+$/.test(value) || /^\/(?!\/)\S*$/.test(value);
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
export function translationFieldsSchema(
  entity: TranslatableEntity,
  /** The row's fields (translationFieldsOf); without them, only the entity's own. */
  specs: readonly TranslationFieldSpec[] = translationFieldsOf(entity, {}).fields,
) {
  const shape: Record<string, z.ZodType<string | undefined, unknown>> = {};
  for (const { key, kind, max } of specs) {
    const value = z
      .string("글자로 입력해 주세요.")
      .trim()
      .max(max, `${max}자 이하로 입력해 주세요.`)
      .refine(
        (text) => kind !== "image" || text === "" || imageAddress(text),
        "http:// 또는 https://로 시작하는 주소나 미디어 라이브러리의 이미지를 넣어 주세요.",
      );
    shape[key] = value.optional().transform((text) => (text ? text : undefined));
  }
  const listedPrefixes = (LISTED_TEXTS[entity] ?? []).map(({ prefix }) => `${prefix}:`);
  return z
    .preprocess(
      // A listed text whose Korean was changed or removed since the draft was written is dropped, not refused:
      // there is nothing left for it to translate.
      (raw) =>
        raw && typeof raw === "object" && !Array.isArray(raw)
          ? Object.fromEntries(
              Object.entries(raw).filter(
                ([key]) =>
                  Object.hasOwn(shape, key) || !listedPrefixes.some((prefix) => key.startsWith(prefix)),
              ),
            )
          : raw,
      z.strictObject(shape, "번역할 수 없는 항목이 있습니다."),
    )
    .transform((fields) =>
      Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ) as unknown as z.ZodType<TranslationFields, unknown>;
}

/** The fields of a translatable entity that a translation leaves in Korean. */
export function missingFields(
  source: Readonly<TranslationFields>,
  fields: Readonly<TranslationFields> | null,
): string[] {
  // `source` holds only the fields the Korean row fills: an empty one needs no translation.
  return Object.keys(source).filter((key) => !fields?.[key]);
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
