"use client";

import { DEFAULT_LANGUAGE, type Language } from "@clinic/shared";
import { createContext, type ReactNode, useContext } from "react";

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** The language of the page being read (issue 29), for the client parts' links and navigation. */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

/** Korean outside a provider: the console and the platform's own pages are Korean only. */
export const useLanguage = (): Language => useContext(LanguageContext);

/** Re-exported for the client components that localise links beside useLanguage. */
export { localizeHref } from "./localize-href";
