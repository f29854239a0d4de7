"use client";

import { useTranslations } from "next-intl";
import { ErrorView, type ErrorViewProps } from "@/ui/status/error-view";

/** The site's error message in the page's language. */
export function SiteErrorView(props: ErrorViewProps) {
  const t = useTranslations("status");
  return <ErrorView {...props} texts={{ title: t("errorTitle"), text: t("errorText"), retry: t("retry") }} />;
}
