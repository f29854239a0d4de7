import { z } from "zod";
import { timestamp } from "../common";
import { languageSchema } from "../language-schema";
import { translationLanguageSchema } from "../translations";

// The console's translation editor (issue 29, decision 0043): one row's translatable fields in Korean beside each
// language the clinic may offer, with that language's published text, its unpublished draft and what is missing.

const textsSchema = z.record(z.string(), z.string());

export const consoleTranslationFieldSchema = z.object({
  key: z.string(),
  kind: z.enum(["line", "text", "html", "lines", "image"]),
  label: z.string(),
  max: z.number().int(),
});

export const consoleTranslationLanguageSchema = z.object({
  language: translationLanguageSchema,
  /** What the site shows in this language now; null: nothing published (every field in Korean). */
  published: textsSchema.nullable(),
  publishedAt: timestamp.nullable(),
  /** The saved, unpublished edit; null when there is none. */
  draft: textsSchema.nullable(),
  /** Fields the site shows in Korean in this language once the draft (or else the published text) is live. */
  missing: z.array(z.string()),
});

export const consoleTranslationsSchema = z.object({
  entity: z.string(),
  id: z.number().int(),
  fields: z.array(consoleTranslationFieldSchema),
  /** The live Korean text of each translatable field (empty fields left out). */
  source: textsSchema,
  /** The languages the site is read in now (Korean first): the editor leads with these. */
  offered: z.array(languageSchema),
  languages: z.array(consoleTranslationLanguageSchema),
});
export type ConsoleTranslations = z.infer<typeof consoleTranslationsSchema>;
export type ConsoleTranslationLanguage = z.infer<typeof consoleTranslationLanguageSchema>;

/** A translation draft: the entity's own fields are checked by the API against TRANSLATABLE. */
export const consoleTranslationBodySchema = z.object({
  fields: z.record(z.string(), z.unknown(), "번역 내용을 보내 주세요."),
});
export type ConsoleTranslationBody = z.infer<typeof consoleTranslationBodySchema>;

export const consoleTranslationPublishedSchema = z.object({
  language: translationLanguageSchema,
  /** False when the published translation was emptied: the language shows the Korean row again. */
  published: z.boolean(),
  missing: z.array(z.string()),
});
