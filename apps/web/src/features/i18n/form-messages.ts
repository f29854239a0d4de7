import type { Language } from "@clinic/shared";

/**
 * What a form shows after a failed check or a refused call, in the page's language (issue 29). The shared zod
 * contract and the API speak Korean; a Korean page keeps showing their words exactly, another language shows its
 * catalogue's: one message per field that has one, and a failure said from what is known of it. Pure (no zod, no
 * catalogue): the forms' hook (use-form-messages.ts) gives it the catalogue.
 */

/** The failure texts of the `formErrors` catalogue namespace besides the per-field ones. */
export const FAILURE_KEYS = [
  "failed",
  "tooMany",
  "loginRequired",
  "notRegistered",
  "alreadyRegistered",
  "certificationFailed",
  "certificationExpired",
  "wrongCode",
  "codeExpired",
  "wrongPassword",
  "answeredNoEdit",
  "notYours",
  "deleted",
  "cancelClosed",
  "moveClosed",
] as const;
export type FailureKey = (typeof FAILURE_KEYS)[number];

/** A Korean text the API (or the form itself) says → the catalogue's key for the same thing. */
export type KnownFailures = Readonly<Record<string, FailureKey>>;

/**
 * The field messages as the page shows them: Korean pages get `errors` as they are; another language gets, for
 * every field that has a message, the catalogue's text of a known refusal (`known`: a wrong code on the code
 * field) or `messageOf(field)`, the field's own message.
 */
export function fieldMessagesIn<E extends Partial<Record<string, string>>>(
  language: Language,
  errors: E,
  messageOf: (field: string) => string,
  known: KnownFailures = {},
  failureText: (key: FailureKey) => string = () => "",
): E {
  if (language === "ko") return errors;
  const shown: Partial<Record<string, string>> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (!message) continue;
    const key = Object.hasOwn(known, message) ? known[message] : undefined;
    shown[field] = key ? failureText(key) : messageOf(field);
  }
  return shown as E;
}

/**
 * Which catalogue text says a failure on a foreign page: the one for its Korean text when that is a known one, a
 * 429 "too many", `fallback` for the rest (the generic failure unless the caller knows better, e.g. a 409 of a
 * booking).
 */
export function failureKeyOf(
  failure: { status: number; message: string },
  known: KnownFailures = {},
  fallback: FailureKey = "failed",
): FailureKey {
  const byText = Object.hasOwn(known, failure.message) ? known[failure.message] : undefined;
  if (byText) return byText;
  if (failure.status === 429) return "tooMany";
  return fallback;
}
