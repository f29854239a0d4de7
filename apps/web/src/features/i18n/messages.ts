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

/** What the browser gets: the namespaces client components translate with, not every page's texts. */
export const CLIENT_NAMESPACES = [
  "shell",
  "common",
  "catalogueClient",
  "cscenterClient",
  "contentClient",
  "homeClient",
  "customerBoards",
  "accountClient",
  "formErrors",
  "status",
  "reservationClient",
] as const;

export type ClientMessages = Pick<Messages, (typeof CLIENT_NAMESPACES)[number]>;

export const clientMessages = (language: Language): ClientMessages => {
  const catalogue = CATALOGUES[language];
  return Object.fromEntries(CLIENT_NAMESPACES.map((name) => [name, catalogue[name]])) as ClientMessages;
};

declare module "next-intl" {
  interface AppConfig {
    Locale: Language;
    Messages: Messages;
  }
}
