import { z } from "zod";
import { pagedListOf, timestamp } from "../common";
import { formMessages, plainTextField, requiredOrType } from "../form";
import {
  ALIMTALK_MAX_CHARS,
  emailField,
  messageChannels,
  messageKinds,
  messageStatuses,
  messagingMessages,
  mobilePhoneField,
  reminderClock,
  staffAlertKinds,
  unknownVariables,
} from "../messaging";

// The console's side of messaging (issue 26): who hears the staff alerts and when patients are reminded, the
// clinic's wording of each message, and the log of what went out (with a resend). The kinds, labels, variables
// and field rules are the platform's (../messaging.ts); this file only shapes the console's documents.

/** Staff alert recipients per list (emails, phones). */
export const ALERT_RECIPIENTS_MAX = 10;
export const MESSAGE_LOG_PAGE_SIZE = 30;
export const MESSAGE_LOG_PAGE_SIZE_MAX = 100;
export const MESSAGE_SEARCH_MAX = 100;
export const TEMPLATE_CODE_MAX = 60;

/* ---------- settings ---------- */

/**
 * How the server delivers, for the console's banner: "local" writes to the server's demo outbox instead of a
 * text provider or an SMTP server, so staff must not expect a real message.
 */
export const messageDeliverySchema = z.object({
  text: z.enum(["provider", "local"]),
  email: z.enum(["smtp", "local"]),
});
export type MessageDelivery = z.infer<typeof messageDeliverySchema>;
export const LOCAL_DELIVERY: MessageDelivery = { text: "local", email: "local" };

/**
 * A list of recipients: at most ten, none twice. Duplicates are compared after the field's own normalising
 * (digits of a number, an address in lower case) and reported at the second one's index, so the console shows
 * the message next to the input that repeats.
 */
function recipientList<T extends z.ZodType<string, string>>(field: T, key: (value: string) => string) {
  return z
    .array(field, { error: requiredOrType })
    .max(ALERT_RECIPIENTS_MAX, messagingMessages.tooManyRecipients)
    .superRefine((values, context) => {
      const seen = new Set<string>();
      values.forEach((value, index) => {
        const normal = key(value);
        if (seen.has(normal)) {
          context.addIssue({ code: "custom", path: [index], message: messagingMessages.duplicateRecipient });
        }
        seen.add(normal);
      });
    });
}

export const consoleMessageSettingsBodySchema = z.object({
  alertEmails: recipientList(emailField, (value) => value.toLowerCase()),
  alertPhones: recipientList(mobilePhoneField, (value) => value),
  alertKinds: z
    .array(z.enum(staffAlertKinds, "알림 종류를 목록에서 고르세요."))
    .max(staffAlertKinds.length)
    .transform((kinds) => staffAlertKinds.filter((kind) => kinds.includes(kind))),
  reminderTime: reminderClock,
  sameDayReminder: z.boolean({ error: requiredOrType }),
  sameDayTime: reminderClock,
});
export type ConsoleMessageSettingsBody = z.input<typeof consoleMessageSettingsBodySchema>;

export const consoleMessageSettingsSchema = z.object({
  alertEmails: z.array(z.string()),
  alertPhones: z.array(z.string()),
  alertKinds: z.array(z.string()),
  reminderTime: z.string(),
  sameDayReminder: z.boolean(),
  sameDayTime: z.string(),
  delivery: messageDeliverySchema,
});
export type ConsoleMessageSettings = z.infer<typeof consoleMessageSettingsSchema>;

/* ---------- templates ---------- */

export const consoleMessageTemplateSchema = z.object({
  kind: z.string(),
  /** The kind's Korean name. */
  label: z.string(),
  enabled: z.boolean(),
  body: z.string(),
  alimtalkTemplateCode: z.string().nullable(),
  /** True while the clinic uses the platform's wording. */
  isDefault: z.boolean(),
  /** The platform's wording, for "기본 문구로 되돌리기" and comparison. */
  defaultBody: z.string(),
});
export type ConsoleMessageTemplate = z.infer<typeof consoleMessageTemplateSchema>;

export const consoleMessageTemplateListSchema = z.object({
  templates: z.array(consoleMessageTemplateSchema),
});
export type ConsoleMessageTemplateList = z.infer<typeof consoleMessageTemplateListSchema>;

export const consoleMessageTemplateBodySchema = z.object({
  body: z
    .string({ error: requiredOrType })
    .trim()
    .max(ALIMTALK_MAX_CHARS, messagingMessages.templateTooLong)
    .pipe(plainTextField(ALIMTALK_MAX_CHARS, { multiline: true }))
    // A misspelt #{변수} would reach the patient as written: refused, naming the names.
    .superRefine((value, context) => {
      const unknown = unknownVariables(value);
      if (unknown.length > 0)
        context.addIssue({ code: "custom", message: messagingMessages.unknownVariable(unknown) });
    }),
  enabled: z.boolean({ error: requiredOrType }),
  alimtalkTemplateCode: z
    .string({ error: requiredOrType })
    .trim()
    .transform((value) => (value === "" ? null : value))
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,60}$/, messagingMessages.templateCode)
        .nullable(),
    )
    .nullable(),
});
export type ConsoleMessageTemplateBody = z.input<typeof consoleMessageTemplateBodySchema>;

/* ---------- the log ---------- */

export const consoleMessageLogQuerySchema = z.object({
  status: z.enum(messageStatuses, "상태를 목록에서 고르세요.").optional(),
  channel: z.enum(messageChannels, "채널을 목록에서 고르세요.").optional(),
  kind: z.enum(messageKinds, "종류를 목록에서 고르세요.").optional(),
  reservationId: z.coerce.number().int().positive("예약 번호를 숫자로 보내 주세요.").optional(),
  /** Part of a recipient: digits of a number (dashes ignored) or part of an address. */
  q: z.string().trim().max(MESSAGE_SEARCH_MAX, formMessages.tooLong(MESSAGE_SEARCH_MAX)).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MESSAGE_LOG_PAGE_SIZE_MAX).default(MESSAGE_LOG_PAGE_SIZE),
});
export type ConsoleMessageLogQuery = z.input<typeof consoleMessageLogQuerySchema>;

/**
 * One message as the log shows it. Kind, channel, status and audience are plain strings: the worker may write a
 * value this console does not know yet, and the log must still answer (the screen falls back to the raw value).
 */
export const consoleMessageRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  audience: z.string(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  deliveredVia: z.string().nullable(),
  scheduledAt: timestamp,
  sentAt: timestamp.nullable(),
  createdAt: timestamp,
  reservationId: z.number().int().nullable(),
  resendOf: z.number().int().nullable(),
});
export type ConsoleMessageRow = z.infer<typeof consoleMessageRowSchema>;

export const consoleMessageLogSchema = pagedListOf(consoleMessageRowSchema).extend({
  /** As in the settings: the log's page says too whether these messages really left (any staff reads it). */
  delivery: messageDeliverySchema,
});
export type ConsoleMessageLog = z.infer<typeof consoleMessageLogSchema>;

/** Statuses a message can be sent again from: it went, or it gave up. */
export const resendableStatuses = ["SENT", "FAILED"] as const;
export const isResendable = (status: string): boolean =>
  (resendableStatuses as readonly string[]).includes(status);
