import { appendFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Channel } from "./delivery";
import { outboxMessageId } from "./delivery";

/**
 * The demo's channel when no provider is configured: nothing leaves the machine. Each message becomes one JSON line
 * in `<dir>/<channel>.jsonl` (alimtalk, sms, email), which the console labels as the local outbox and scripts read.
 */
export function createLocalOutbox(dir: string): Channel {
  let ready: Promise<unknown> | null = null;
  return {
    async deliver(message) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const line = {
        channel: message.channel.toLowerCase(),
        recipient: message.recipient,
        template: message.kind,
        templateCode: message.templateCode,
        subject: message.subject,
        text: message.body,
        clinicCode: message.clinicCode,
        reservationId: message.reservationId,
        messageId: outboxMessageId(message),
        sentAt: new Date().toISOString(),
      };
      await appendFile(join(dir, `${line.channel}.jsonl`), `${JSON.stringify(line)}\n`, "utf8");
      return { via: "LOCAL", providerMessageId: line.messageId };
    },
  };
}
