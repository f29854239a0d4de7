"use client";

import { DEFAULT_LANGUAGE, type Language, languagePath } from "@clinic/shared";
import { usePathname } from "@/ui/language/navigation";

/**
 * The page's addresses in each of the clinic's languages as `<link rel="alternate" hreflang>` (issue 29), which
 * React places in the document's head. A client part because the root layout does not know the path; it renders on
 * the server like the rest, so crawlers read the links in the HTML. Korean is also the x-default.
 */
export function LanguageAlternates({ origin, languages }: { origin: string; languages: Language[] }) {
  const path = usePathname();
  if (languages.length < 2) return null;
  return (
    <>
      {languages.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={language}
          href={`${origin}${languagePath(language, path)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${languagePath(DEFAULT_LANGUAGE, path)}`} />
    </>
  );
}
