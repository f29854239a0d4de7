import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import type { AccountsConfig } from "@api/customer/accounts-config";
import { HttpError } from "@api/lib/http-error";
import { DeliveryError } from "@api/messaging/channels/delivery";
import { createSolapiChannel, type SolapiConfig } from "@api/messaging/channels/solapi";
import { SMS_CODE_LENGTH } from "@clinic/shared";
import type { FastifyBaseLogger } from "fastify";

/** Delivers one text message; the rest of the module never knows which provider (or none) is behind it. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** A real provider gets this long to accept a message before the visitor sees a 502. */
const HTTP_TIMEOUT_MS = 5000;
const VISIBLE_PREFIX = 3;
const VISIBLE_SUFFIX = 4;

export const smsMessages = {
  sendFailed: "인증번호를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.",
} as const;

/** 010-1234-5678 → 010****5678: enough to tell numbers apart in the log, not enough to call anyone. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length <= VISIBLE_PREFIX + VISIBLE_SUFFIX) return "*".repeat(digits.length);
  const hidden = digits.length - VISIBLE_PREFIX - VISIBLE_SUFFIX;
  return `${digits.slice(0, VISIBLE_PREFIX)}${"*".repeat(hidden)}${digits.slice(-VISIBLE_SUFFIX)}`;
}

/**
 * The code inside a sign-in text, in whichever language it is written (issue 29), so the outbox can hand it to the
 * browser tests: the message's one run of exactly SMS_CODE_LENGTH digits.
 */
const CODE_IN_TEXT = new RegExp(`(?<!\\d)(\\d{${SMS_CODE_LENGTH}})(?!\\d)`);

/**
 * The demo's sender: nothing leaves the machine. The text goes to the log (at info, the number masked) and, when
 * an outbox file is configured, one JSON line per message is appended there for the browser tests to read.
 */
export function createConsoleSender(logger: FastifyBaseLogger, outboxFile: string | null): SmsSender {
  return {
    async send(to, text) {
      logger.info(`[sms] to ${maskPhone(to)}: ${text}`);
      if (!outboxFile) return;
      const code = CODE_IN_TEXT.exec(text)?.[1] ?? null;
      await mkdir(dirname(outboxFile), { recursive: true });
      const line = JSON.stringify({ to, text, code, sentAt: new Date().toISOString() });
      await appendFile(outboxFile, `${line}\n`, "utf8");
    },
  };
}

const providerFailed = (detail: string) =>
  new HttpError(502, `sms provider failed: ${detail}`, smsMessages.sendFailed);

/** A real provider: POST {from, to, text} as JSON with a bearer key; anything but a 2xx in time is a 502. */
export function createHttpSender(
  config: { url: string; apiKey: string; sender: string },
  timeoutMs = HTTP_TIMEOUT_MS,
): SmsSender {
  return {
    async send(to, text) {
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({ from: config.sender, to, text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw providerFailed(error instanceof Error ? error.name : "unreachable");
      }
      // Drain the body so the connection can be reused; its content is the provider's business.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw providerFailed(`status ${response.status}`);
    },
  };
}

/** Codes through Solapi, the provider of patients' messages: a text message sent at once, never queued. */
export function createSolapiSender(config: SolapiConfig, timeoutMs = HTTP_TIMEOUT_MS): SmsSender {
  const channel = createSolapiChannel(config, timeoutMs);
  let sequence = 0;
  return {
    async send(to, text) {
      sequence += 1;
      try {
        await channel.deliver({
          id: sequence,
          partnerId: 0,
          clinicCode: "",
          kind: "SIGN_IN_CODE",
          channel: "SMS",
          recipient: to,
          subject: null,
          body: text,
          templateCode: null,
          reservationId: null,
          attempts: 1,
        });
      } catch (error) {
        throw providerFailed(error instanceof DeliveryError ? error.reason : "unreachable");
      }
    },
  };
}

export function createSmsSender(config: AccountsConfig["sms"], logger: FastifyBaseLogger): SmsSender {
  if (config.kind === "console") return createConsoleSender(logger, config.outboxFile);
  return config.kind === "solapi" ? createSolapiSender(config) : createHttpSender(config);
}
