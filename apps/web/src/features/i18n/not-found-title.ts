import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@clinic/shared";
import type { Metadata } from "next";
import { messagesOf } from "./messages";

/**
 * The language a not-found page speaks: its `[lang]` segment when that names one (issue 29), else Korean. A
 * segment the clinic does not offer still reads as what it names, so `/en/…` of a Korean-only clinic says it in
 * English, as the address asked.
 */
export const notFoundLanguage = (lang: string | undefined): Language =>
  isLanguage(lang) ? lang : DEFAULT_LANGUAGE;

/** The not-found page's `<title>` in the language of its `[lang]` segment (the catalogue's status.notFoundTitle). */
export async function notFoundMetadata(params: Promise<{ lang?: string }> | undefined): Promise<Metadata> {
  const { lang } = (await params) ?? {};
  return { title: messagesOf(notFoundLanguage(lang)).status.notFoundTitle };
}
