// No zod here: the browser's language switcher and links import this module, and a schema built at import time
// would bring zod into every page's first load (issue 28). The schema is language-schema.ts.

/**
 * The languages a clinic's site can be read in (issue 29). Korean is always on and lives at the root; each other
 * language lives under its own path prefix on the clinic's host (`/en/…`). The tag doubles as the prefix, the
 * `lang` of the document and the `hreflang` of its alternates.
 */
export const LANGUAGES = ["ko", "en", "ja", "zh-CN", "zh-TW"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "ko";

/** Each language's name in that language, as a switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ko: "한국어",
  en: "English",
  ja: "日本語",
  "zh-CN": "简体中文",
  "zh-TW": "繁體中文",
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The languages a clinic offers, Korean first and each once, in LANGUAGES' order. */
export function offeredLanguages(chosen: readonly string[]): Language[] {
  return LANGUAGES.filter((language) => language === DEFAULT_LANGUAGE || chosen.includes(language));
}

/**
 * The language a public path asks for and the path without its prefix: `/en/products` → en and `/products`;
 * a prefix in another case (`/zh-cn/…`) or `/ko/…` is recognised, not canonical, so the proxy can send it to the
 * canonical spelling.
 */
export function splitLanguagePath(pathname: string): {
  language: Language;
  rest: string;
  canonical: boolean;
} {
  const match = /^\/([A-Za-z]{2}(?:-[A-Za-z]{2})?)(?=\/|$)(.*)$/.exec(pathname);
  if (match) {
    const [, prefix = "", tail = ""] = match;
    const language = LANGUAGES.find((candidate) => candidate.toLowerCase() === prefix.toLowerCase());
    // Korean has no prefix: `/ko/…` is recognised only to be sent to the root.
    const canonical = language !== DEFAULT_LANGUAGE && prefix === language;
    if (language) return { language, rest: tail === "" ? "/" : tail, canonical };
  }
  return { language: DEFAULT_LANGUAGE, rest: pathname, canonical: true };
}

/** The public path of `path` (a Korean root path such as `/products`) in `language`. */
export function languagePath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}
