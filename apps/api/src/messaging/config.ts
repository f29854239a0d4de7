import type { MessageDelivery } from "@clinic/shared";
import type { SmtpConfig } from "./channels/smtp";
import type { SolapiConfig } from "./channels/solapi";

/**
 * How messages leave (decision 0036): 알림톡/SMS through Solapi and email through SMTP when configured, otherwise
 * the clearly labelled local outbox (`<dataDir>/outbox/<channel>.jsonl`) that the console shows.
 */
export interface MessagingConfig {
  text: ({ kind: "solapi" } & SolapiConfig) | { kind: "local" };
  email: ({ kind: "smtp" } & SmtpConfig) | { kind: "local" };
  outboxDir: string;
  /** Run a delivery worker in this API process (MESSAGE_WORKER=off leaves delivery to other processes). */
  worker: boolean;
  /** The my-page address of a clinic host, for the links in patients' messages. */
  siteLink: { scheme: "http" | "https"; port: number | null };
  /** Where invitation emails send people: the console's address. */
  consoleOrigin: string;
}

/** Where messages really go, for the console's banner. */
export const deliveryModes = (config: MessagingConfig): MessageDelivery => ({
  text: config.text.kind === "solapi" ? ("provider" as const) : ("local" as const),
  email: config.email.kind === "smtp" ? ("smtp" as const) : ("local" as const),
});

export const siteLinkOf =
  ({ scheme, port }: MessagingConfig["siteLink"]) =>
  (host: string) =>
    `${scheme}://${host}${port === null ? "" : `:${port}`}/mypage`;
