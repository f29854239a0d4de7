import type { ClaimedMessage } from "../outbox-repository";

/** What a channel reports after the provider accepted a message. */
export interface Delivered {
  /** 'ALIMTALK', 'SMS', 'LMS', 'EMAIL' or 'LOCAL'. */
  via: string;
  providerMessageId: string | null;
}

/**
 * A provider's refusal. `permanent` (a 4xx: a bad number, an unknown template) ends the message as FAILED with the
 * reason; otherwise (5xx, timeout, connection refused) the worker tries again later.
 */
export class DeliveryError extends Error {
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
    this.name = "DeliveryError";
  }
}

/** One way out: 알림톡/SMS through a provider, email through SMTP, or the demo's local outbox. */
export interface Channel {
  deliver(message: ClaimedMessage): Promise<Delivered>;
  close?(): Promise<void>;
}

/** A stable id per outbox row, given to providers so that a retried row is recognisable as the same message. */
export const outboxMessageId = (message: Pick<ClaimedMessage, "partnerId" | "id">) =>
  `clinic-${message.partnerId}-msg-${message.id}`;
