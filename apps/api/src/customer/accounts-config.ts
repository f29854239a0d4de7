import type { SolapiConfig } from "@api/messaging/channels/solapi";

/** How the account modules reach the outside world; from env.ts in the server, chosen per test in tests. */
export interface AccountsConfig {
  /** PortOne-style identity verification REST API; null → the built-in, clearly labelled demo verifier. */
  identity: { baseUrl: string; apiKey: string; apiSecret: string; merchantCode: string } | null;
  /**
   * SMS: `console` prints codes to the log (the demo) and, with an outbox file, appends them there as JSON lines
   * so the browser tests can read them; `http` posts to a real provider; `solapi` sends through the provider of
   * patients' messages (decision 0036) when only that one is configured.
   */
  sms:
    | { kind: "console"; outboxFile: string | null }
    | { kind: "http"; url: string; apiKey: string; sender: string }
    | ({ kind: "solapi" } & SolapiConfig);
}

export const DEMO_ACCOUNTS_CONFIG: AccountsConfig = {
  identity: null,
  sms: { kind: "console", outboxFile: null },
};
