import "server-only";
import type { Language } from "@clinic/shared";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getCurrentTermHistory, getTerm, getTermHistories, getTermHistory, orNotFound } from "@/features/api";
import { parseId } from "@/features/catalogue/query";
import { formatLongDate } from "./dates";
import { chooseVersion, TERM_PAGES, type TermPageKey, versionLinks } from "./terms";

/**
 * Everything a terms page shows: the term, the version asked for (?version=, else the current one) and the
 * picker's links. A missing term, or a version that is not one of its effective versions, is the 404 page.
 */
export async function loadTermPage(
  site: string,
  key: TermPageKey,
  rawVersion: string | undefined,
  language: Language = "ko",
) {
  const t = await getTranslations({ locale: language, namespace: "content.terms" });
  const term = await orNotFound(getTerm(site, key));
  const [current, versions] = await Promise.all([
    orNotFound(getCurrentTermHistory(site, term.id)),
    getTermHistories(site, term.id),
  ]);
  const choice = chooseVersion(rawVersion, parseId(rawVersion), current, versions);
  if (choice.kind === "missing") notFound();
  const shown =
    choice.kind === "current" ? current : await orNotFound(getTermHistory(site, term.id, choice.id));
  return {
    term,
    shown,
    current,
    isCurrent: shown.id === current.id,
    links: versionLinks(TERM_PAGES[key].path, current, versions, (row) => {
      const date = formatLongDate(row.effectiveDate, language);
      return date ? t("versionLabel", { version: row.version, date }) : row.version;
    }),
  };
}
