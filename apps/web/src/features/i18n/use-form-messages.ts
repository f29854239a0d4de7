"use client";

import { useTranslations } from "next-intl";
import { useLanguage } from "@/ui/language/language-context";
import { type FailureKey, failureKeyOf, fieldMessagesIn, type KnownFailures } from "./form-messages";

/**
 * A form's failed checks and refused calls in the page's language (issue 29; see form-messages.ts): Korean pages
 * show the contract's and the API's own words, other languages the `formErrors` catalogue's.
 */
export function useFormMessages() {
  const t = useTranslations("formErrors");
  const language = useLanguage();
  const invalid = (field: string) => {
    const key = `invalid.${field}` as "invalid.other";
    return t.has(key) ? t(key) : t("invalid.other");
  };
  return {
    language,
    /** Field messages (from the shared schema or a 400's `fields`, some of them `known` refusals) as shown. */
    fields: <E extends Partial<Record<string, string>>>(errors: E, known?: KnownFailures): E =>
      fieldMessagesIn(language, errors, invalid, known, (key) => t(key)),
    /** One field's message, as `fields` (undefined stays undefined). */
    field: (name: string, message: string | undefined, known?: KnownFailures): string | undefined =>
      message === undefined
        ? undefined
        : fieldMessagesIn(language, { [name]: message }, invalid, known, (key) => t(key))[name],
    /** A failure's text: the API's Korean on a Korean page, else the catalogue's for what is known of it. */
    failure: (
      failure: { status: number; message: string },
      known?: KnownFailures,
      fallback?: FailureKey,
    ): string => (language === "ko" ? failure.message : t(failureKeyOf(failure, known, fallback))),
    /** A text the form says itself, Korean from the shared constants on a Korean page. */
    text: (korean: string, key: FailureKey): string => (language === "ko" ? korean : t(key)),
  };
}
