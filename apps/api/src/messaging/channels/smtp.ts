import nodemailer from "nodemailer";
import type { Channel } from "./delivery";
import { DeliveryError, outboxMessageId } from "./delivery";

export interface SmtpConfig {
  /** smtp://user:pass@host:port or smtps://… */
  url: string;
  from: string;
}

/** SMTP reply codes of 5xx are permanent refusals (RFC 5321); 4xx and connection errors are worth a retry. */
function classify(error: unknown): DeliveryError {
  const detail = error as { responseCode?: number; response?: string; code?: string; message?: string };
  if (typeof detail.responseCode === "number") {
    const reason = `SMTP ${detail.responseCode}: ${detail.response ?? detail.message ?? ""}`.slice(0, 300);
    return new DeliveryError(reason, detail.responseCode >= 500);
  }
  return new DeliveryError(
    `SMTP ${detail.code ?? "error"}: ${detail.message ?? "unreachable"}`.slice(0, 300),
    false,
  );
}

/** Email through any SMTP server with nodemailer; the outbox id becomes the Message-ID, the same on every retry. */
export function createSmtpChannel(config: SmtpConfig, timeoutMs = 10_000): Channel {
  const transport = nodemailer.createTransport(config.url, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const host = (() => {
    const at = config.from.lastIndexOf("@");
    return at >= 0 ? config.from.slice(at + 1).replace(/>$/, "") : "clinic.local";
  })();
  return {
    async deliver(message) {
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: message.recipient,
          subject: message.subject ?? "",
          text: message.body,
          messageId: `<${outboxMessageId(message)}@${host}>`,
        });
        return { via: "EMAIL", providerMessageId: info.messageId ?? null };
      } catch (error) {
        throw classify(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}
