import "server-only";
import { DEFAULT_LANGUAGE, isLanguage } from "@clinic/shared";
import { getLocale, getTranslations } from "next-intl/server";
import { localizeHref } from "@/ui/language/localize-href";
import { NotFoundView } from "@/ui/status/not-found-view";

/**
 * The site's not-found message in the page's language, rendered on the server. Next puts a segment's not-found
 * view into every page under it, so a client component here was downloaded with each page's first script
 * (issue 28) for a message few visitors see; as server markup it costs nothing until it shows. Korean where no
 * layout named the language (a segment the clinic does not offer).
 */
export async function SiteNotFoundView() {
  const locale = await getLocale();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const t = await getTranslations({ locale: language, namespace: "status" });
  return (
    <NotFoundView
      texts={{ title: t("notFoundTitle"), lines: [t("notFoundLine1"), t("notFoundLine2")], home: t("home") }}
      home={localizeHref(language, "/")}
    />
  );
}
