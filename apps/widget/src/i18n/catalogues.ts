// Types only: @clinic/shared's values would bring zod into a script every page loads.
import type { Language } from "@clinic/shared/languages";
import { en } from "./messages-en";
import { ja } from "./messages-ja";
import { ko, type Messages } from "./messages-ko";
import { zhCN } from "./messages-zh-cn";
import { zhTW } from "./messages-zh-tw";

export type { Language, Messages };

/** Every language of the widget, as the storefront's pages are served in (decision 0042). */
export const CATALOGUES: Record<Language, Messages> = { ko, en, ja, "zh-CN": zhCN, "zh-TW": zhTW };

/**
 * The widget's language for a page's `lang` (or an explicit init option): one of the site's languages, matched
 * without regard to case and by region or script ("ja-JP" → ja, "zh-Hant" and "zh-HK" → zh-TW, "zh" → zh-CN);
 * anything else is Korean, the site's own language.
 */
export function widgetLanguage(tag: string | null | undefined): Language {
  const value = (tag ?? "").trim().toLowerCase();
  if (value === "") return "ko";
  const [base = "", ...rest] = value.split(/[-_]/);
  if (base === "zh") {
    const traditional = rest.some(
      (part) => part === "tw" || part === "hk" || part === "mo" || part === "hant",
    );
    return traditional ? "zh-TW" : "zh-CN";
  }
  if (base === "en" || base === "ja") return base;
  return "ko";
}

/** The Intl locale of a language's dates, numbers and prices. */
export const LOCALES: Record<Language, string> = {
  ko: "ko-KR",
  en: "en-US",
  ja: "ja-JP",
  "zh-CN": "zh-CN",
  "zh-TW": "zh-TW",
};
