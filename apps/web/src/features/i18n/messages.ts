import type { Language } from "@clinic/shared";
import en from "./messages/en.json";
import ja from "./messages/ja.json";
import ko from "./messages/ko.json";
import zhCN from "./messages/zh-CN.json";
import zhTW from "./messages/zh-TW.json";

/** The interface texts of the storefront per language; Korean is the source every catalogue has all keys of. */
export type Messages = typeof ko;

const CATALOGUES: Record<Language, Messages> = { ko, en, ja, "zh-CN": zhCN, "zh-TW": zhTW };

export const messagesOf = (language: Language): Messages => CATALOGUES[language];

/**
 * What every page's browser gets: the namespaces of the client leaves any page may show (header, popups, cart,
 * treatments, error views), not every page's texts.
 */
export const CLIENT_NAMESPACES = [
  "shell",
  "common",
  "catalogueClient",
  "contentClient",
  "homeClient",
  "formErrors",
  "status",
  "reservationClient",
] as const;

/**
 * The forms' namespaces (account, customer boards, 1:1 inquiry), a third of the browser's catalogue: sent only by
 * the routes whose forms use them (components/form-messages.tsx), not in every page's server-component payload
 * (issue 28, decision 0050).
 */
export const FORM_NAMESPACES = ["accountClient", "customerBoards", "cscenterClient"] as const;

export type FormNamespace = (typeof FORM_NAMESPACES)[number];
export type ClientMessages = Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> &
  Partial<Pick<Messages, FormNamespace>>;

export const clientMessages = (language: Language, forms: readonly FormNamespace[] = []): ClientMessages => {
  const catalogue = CATALOGUES[language];
  return Object.fromEntries(
    [...CLIENT_NAMESPACES, ...forms].map((name) => [name, catalogue[name]]),
  ) as ClientMessages;
};

declare module "next-intl" {
  interface AppConfig {
    Locale: Language;
    Messages: Messages;
  }
}
