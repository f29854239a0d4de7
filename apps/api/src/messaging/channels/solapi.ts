import { createHmac, randomBytes } from "node:crypto";
import { SMS_MAX_BYTES, smsBytes } from "@clinic/shared";
import type { Channel } from "./delivery";
import { DeliveryError, outboxMessageId } from "./delivery";

export interface SolapiConfig {
  /** https://api.solapi.com unless a test or a proxy says otherwise. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The registered sender number (발신번호), digits. */
  sender: string;
  /** The clinic platform's Kakao channel id (pfId); without it 알림톡 goes as SMS/LMS. */
  pfId: string | null;
}

/** LMS subjects are short; the first line of the text is a fair one. */
const LMS_SUBJECT_CHARS = 20;

/**
 * Solapi's request signature (HMAC-SHA256 over date + salt with the API secret), as its REST API documents:
 * `Authorization: HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…`.
 */
export function solapiAuthorization(apiKey: string, apiSecret: string, now = new Date()): string {
  const date = now.toISOString();
  const salt = randomBytes(16).toString("hex");
  const signature = createHmac("sha256", apiSecret)
    .update(date + salt)
    .digest("hex");
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

interface SolapiMessage {
  to: string;
  from: string;
  text: string;
  type: "ATA" | "SMS" | "LMS";
  subject?: string;
  kakaoOptions?: { pfId: string; templateId: string; disableSms: boolean };
  customFields: Record<string, string>;
}

/** What a message becomes: 알림톡 (ATA) with the provider's own SMS/LMS fallback, or a plain SMS or LMS. */
export function solapiMessageOf(
  message: {
    recipient: string;
    body: string;
    templateCode: string | null;
    channel: string;
    id: number;
    partnerId: number;
  },
  config: Pick<SolapiConfig, "sender" | "pfId">,
): SolapiMessage {
  const customFields = { outboxId: outboxMessageId(message) };
  const base = { to: message.recipient, from: config.sender, text: message.body, customFields };
  if (message.channel === "ALIMTALK" && message.templateCode && config.pfId) {
    // disableSms false: when KakaoTalk cannot deliver (no app, blocked channel), Solapi resends the text as SMS/LMS.
    return {
      ...base,
      type: "ATA",
      kakaoOptions: { pfId: config.pfId, templateId: message.templateCode, disableSms: false },
    };
  }
  if (smsBytes(message.body) <= SMS_MAX_BYTES) return { ...base, type: "SMS" };
  const firstLine = message.body.split("\n")[0] ?? "";
  return { ...base, type: "LMS", subject: [...firstLine].slice(0, LMS_SUBJECT_CHARS).join("") };
}

/** 알림톡 and text messages through Solapi's REST API (POST /messages/v4/send). */
export function createSolapiChannel(config: SolapiConfig, timeoutMs = 10_000): Channel {
  const url = new URL("/messages/v4/send", config.baseUrl).toString();
  return {
    async deliver(message) {
      const payload = solapiMessageOf(message, config);
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: solapiAuthorization(config.apiKey, config.apiSecret),
          },
          body: JSON.stringify({ message: payload }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = error instanceof Error ? error.name : "error";
        throw new DeliveryError(
          name === "TimeoutError" ? "문자 발송 서버가 응답하지 않습니다." : `연결 실패 (${name})`,
          false,
        );
      }
      const text = await response.text().catch(() => "");
      let answer: { messageId?: string; errorCode?: string; errorMessage?: string; statusMessage?: string } =
        {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      if (!response.ok) {
        const reason = `${response.status} ${answer.errorCode ?? ""} ${answer.errorMessage ?? ""}`
          .trim()
          .slice(0, 300);
        throw new DeliveryError(
          reason,
          response.status >= 400 && response.status < 500 && response.status !== 429,
        );
      }
      return {
        via: payload.type === "ATA" ? "ALIMTALK" : payload.type,
        providerMessageId: answer.messageId ?? null,
      };
    },
  };
}
