import "server-only";
import { isLanguage, type Language, languagePath } from "@clinic/shared";
import { notFound, redirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { loadSite } from "@/features/site/load-site";
import { setPageLanguage } from "./page-language";

export interface LanguageParams {
  site: string;
  lang: string;
}

/**
 * The language of a page under `app/[site]/[lang]`: one the clinic offers, or the page is not found (a clinic that
 * reads only Korean has no `/en/…`). Tells next-intl, so its server calls need no request headers and the page
 * stays static (next-intl's setRequestLocale: every layout and page that translates calls it).
 */
export async function siteLanguage(params: Promise<LanguageParams>): Promise<Language> {
  const { site, lang } = await params;
  if (!isLanguage(lang)) notFound();
  const { siteConfig } = await loadSite(site);
  if (!siteConfig.languages.includes(lang)) notFound();
  setRequestLocale(lang);
  setPageLanguage(lang);
  return lang;
}

/**
 * Next's redirect to a same-site path in the page's language (`/login` from an English page is `/en/login`). The
 * segment is read as it is: only the proxy writes it, and a language the clinic does not offer was refused already.
 */
export async function redirectInLanguage(params: Promise<{ lang?: string }>, path: string): Promise<never> {
  const { lang } = await params;
  return redirect(isLanguage(lang) ? languagePath(lang, path) : path);
}
