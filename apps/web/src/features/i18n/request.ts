import { DEFAULT_LANGUAGE, isLanguage } from "@clinic/shared";
import { getRequestConfig } from "next-intl/server";
import { messagesOf } from "./messages";

/**
 * next-intl's configuration per request (issue 29): the language is the `[lang]` segment, which every layout and
 * page hands to next-intl with `setRequestLocale` (site-language.ts) so pages stay statically rendered; an explicit
 * `locale` (metadata, route handlers) wins. Times are Seoul's whatever the visitor's language.
 */
export default getRequestConfig(async ({ requestLocale, locale }) => {
  const requested = locale ?? (await requestLocale);
  const language = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  return { locale: language, messages: messagesOf(language), timeZone: "Asia/Seoul" };
});
