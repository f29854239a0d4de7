import type { Database } from "@clinic/db";
import type { FastifyBaseLogger } from "fastify";
import type { Channel } from "./channels/delivery";
import { createLocalOutbox } from "./channels/local-outbox";
import { createSmtpChannel } from "./channels/smtp";
import { createSolapiChannel } from "./channels/solapi";
import type { MessagingConfig } from "./config";
import { createMessageWorker, type MessageWorker, type WorkerOptions } from "./worker";

/** The configured way out for text (알림톡/SMS) and for email, the local outbox standing in for what is not set. */
export function createChannels(config: MessagingConfig): { text: Channel; email: Channel } {
  const local = createLocalOutbox(config.outboxDir);
  return {
    text: config.text.kind === "solapi" ? createSolapiChannel(config.text) : local,
    email: config.email.kind === "smtp" ? createSmtpChannel(config.email) : local,
  };
}

/** Starts this process's delivery worker; the returned function stops it (before the database closes). */
export async function startMessageDelivery(
  options: { database: Database; config: MessagingConfig; log: FastifyBaseLogger } & Partial<
    Omit<WorkerOptions, "database" | "log" | "text" | "email">
  >,
): Promise<{ worker: MessageWorker; stop: () => Promise<void> }> {
  const { config, ...rest } = options;
  const channels = createChannels(config);
  const worker = createMessageWorker({ ...rest, ...channels });
  await worker.start();
  if (config.text.kind === "local" || config.email.kind === "local") {
    options.log.info(
      `messages without a configured provider go to the local outbox ${config.outboxDir} (nothing is sent)`,
    );
  }
  return {
    worker,
    stop: async () => {
      await worker.stop();
      await channels.text.close?.();
      if (channels.email !== channels.text) await channels.email.close?.();
    },
  };
}
