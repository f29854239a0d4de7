"use client";

import { DEFAULT_LANGUAGE, splitLanguagePath } from "@clinic/shared";
import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useMemo } from "react";
import { localizeHref, useLanguage } from "./language-context";

export { useSearchParams } from "next/navigation";

/**
 * Next's navigation hooks for pages read in a language (issue 29): the path a component compares and builds links
 * from is the Korean root path (`/en/products` reads as `/products`), and the router goes to the same page in the
 * page's language. In Korean (and in the console) they are Next's own.
 */
export function usePathname(): string {
  const pathname = useNextPathname();
  const language = useLanguage();
  if (language === DEFAULT_LANGUAGE) return pathname;
  const split = splitLanguagePath(pathname);
  return split.language === language ? split.rest : pathname;
}

export function useRouter(): ReturnType<typeof useNextRouter> {
  const router = useNextRouter();
  const language = useLanguage();
  return useMemo(
    () =>
      language === DEFAULT_LANGUAGE
        ? router
        : {
            ...router,
            push: (href, options) => router.push(localizeHref(language, href), options),
            replace: (href, options) => router.replace(localizeHref(language, href), options),
            prefetch: (href, options) => router.prefetch(localizeHref(language, href), options),
          },
    [router, language],
  );
}
