"use client";

import { useTranslations } from "next-intl";
import { localizeHref, useLanguage } from "@/ui/language/language-context";
import { ErrorView, type ErrorViewProps } from "@/ui/status/error-view";
import { NotFoundView } from "@/ui/status/not-found-view";

/** The site's not-found message in the page's language (the root layout's client messages carry `status`). */
export function SiteNotFoundView() {
  const t = useTranslations("status");
  const language = useLanguage();
  return (
    <NotFoundView
      texts={{ title: t("notFoundTitle"), lines: [t("notFoundLine1"), t("notFoundLine2")], home: t("home") }}
      home={localizeHref(language, "/")}
    />
  );
}

/** The site's error message in the page's language. */
export function SiteErrorView(props: ErrorViewProps) {
  const t = useTranslations("status");
  return <ErrorView {...props} texts={{ title: t("errorTitle"), text: t("errorText"), retry: t("retry") }} />;
}
