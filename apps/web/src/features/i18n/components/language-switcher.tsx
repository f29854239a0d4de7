"use client";

import { LANGUAGE_NAMES, type Language, languagePath } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { useLanguage } from "@/ui/language/language-context";
import { usePathname } from "@/ui/language/navigation";
import styles from "./language-switcher.module.css";

/**
 * The same page in the clinic's other languages (issue 29), in both headers. A disclosure of plain links: another
 * language is another root layout, so the browser loads it as a new document; each link names its language in that
 * language and says so (`lang`, `hrefLang`). The query is left out: reading it would make every static page render
 * per request.
 */
export function LanguageSwitcher({ languages }: { languages: Language[] }) {
  const t = useTranslations("shell");
  const current = useLanguage();
  const path = usePathname();
  if (languages.length < 2) return null;
  return (
    <details className={styles.switcher} data-testid="language-switcher">
      <summary className={styles.toggle} aria-label={`${t("languages")}: ${LANGUAGE_NAMES[current]}`}>
        <GlobeIcon />
        <span className={styles.current}>{current.slice(0, 2).toUpperCase()}</span>
      </summary>
      <ul className={styles.list}>
        {languages.map((language) => (
          <li key={language}>
            <a
              href={languagePath(language, path)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? "true" : undefined}
              className={styles.option}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={styles.icon}
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}
