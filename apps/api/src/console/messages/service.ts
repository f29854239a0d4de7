import { changesBetween, recordAudit } from "@api/console/audit/repository";
import { HttpError, notFound } from "@api/lib/http-error";
import {
  deleteTemplate,
  findMessageSettings,
  findTemplate,
  findTemplates,
  type MessageTemplate,
  saveMessageSettings,
  saveTemplate,
} from "@api/messaging/settings-repository";
import { type Database, type Tx, withTenant } from "@clinic/db";
import {
  type ConsoleMessageLog,
  type ConsoleMessageRow,
  type ConsoleMessageSettings,
  type ConsoleMessageTemplate,
  type consoleMessageLogQuerySchema,
  type consoleMessageSettingsBodySchema,
  type consoleMessageTemplateBodySchema,
  defaultTemplates,
  isResendable,
  type MessageDelivery,
  messageKindLabels,
  messagingMessages,
  type Staff,
  type TemplateKind,
  templateKinds,
} from "@clinic/shared";
import type { z } from "zod";
import { findMessage, findMessages, insertResend, type MessageRow } from "./repository";

type SettingsBody = z.output<typeof consoleMessageSettingsBodySchema>;
type TemplateBody = z.output<typeof consoleMessageTemplateBodySchema>;
type LogQuery = z.output<typeof consoleMessageLogQuerySchema>;

export interface ConsoleMessageService {
  settings(partnerId: number): Promise<ConsoleMessageSettings>;
  putSettings(partnerId: number, staff: Staff, body: SettingsBody): Promise<ConsoleMessageSettings>;
  templates(partnerId: number): Promise<ConsoleMessageTemplate[]>;
  putTemplate(
    partnerId: number,
    staff: Staff,
    kind: string,
    body: TemplateBody,
  ): Promise<ConsoleMessageTemplate>;
  resetTemplate(partnerId: number, staff: Staff, kind: string): Promise<ConsoleMessageTemplate>;
  log(partnerId: number, query: LogQuery): Promise<ConsoleMessageLog>;
  resend(partnerId: number, staff: Staff, id: number): Promise<ConsoleMessageRow>;
}

const SETTINGS_LABELS = {
  alertEmails: "알림 받을 이메일",
  alertPhones: "알림 받을 휴대전화",
  alertKinds: "받을 알림",
  reminderTime: "전날 알림 시간",
  sameDayReminder: "당일 알림",
  sameDayTime: "당일 알림 시간",
};
const TEMPLATE_LABELS = { body: "문구", enabled: "사용", alimtalkTemplateCode: "알림톡 템플릿 코드" };

/** The kind of a template path, or a 404: `:kind` is free text in the path, and only known kinds have wording. */
function templateKindOf(kind: string): TemplateKind {
  if (!(templateKinds as string[]).includes(kind)) throw notFound("message template not found");
  return kind as TemplateKind;
}

const presentTemplate = (template: MessageTemplate): ConsoleMessageTemplate => ({
  kind: template.kind,
  label: messageKindLabels[template.kind],
  enabled: template.enabled,
  body: template.body,
  alimtalkTemplateCode: template.alimtalkTemplateCode,
  isDefault: template.isDefault,
  defaultBody: defaultTemplates[template.kind],
});

export const presentMessage = (row: MessageRow): ConsoleMessageRow => ({
  id: row.id,
  kind: row.kind,
  audience: row.audience,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  deliveredVia: row.deliveredVia,
  scheduledAt: row.scheduledAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  reservationId: row.reservationId,
  resendOf: row.resendOf,
});

/**
 * The console's messaging (issue 26): the clinic's alert recipients and reminder times, its wording of each
 * message, and the log of the outbox with a resend. `delivery` is how the server is configured to send, told to
 * the console so staff know whether a message really leaves (the demo writes to a local outbox instead).
 */
export function createConsoleMessageService(
  database: Database,
  delivery: MessageDelivery,
): ConsoleMessageService {
  const tenant = <T>(partnerId: number, work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, work);
  const readSettings = async (tx: Tx, partnerId: number) => ({
    ...(await findMessageSettings(tx, partnerId)),
    delivery,
  });

  return {
    settings: (partnerId) => tenant(partnerId, (tx) => readSettings(tx, partnerId)),

    putSettings: (partnerId, staff, body) =>
      tenant(partnerId, async (tx) => {
        const before = await findMessageSettings(tx, partnerId);
        await saveMessageSettings(tx, partnerId, body);
        await recordAudit(tx, partnerId, staff, {
          action: "message.settings",
          target: "message-settings",
          detail: { changes: changesBetween({ ...before }, { ...body }, SETTINGS_LABELS) },
        });
        return readSettings(tx, partnerId);
      }),

    templates: (partnerId) =>
      tenant(partnerId, async (tx) => (await findTemplates(tx, partnerId)).map(presentTemplate)),

    putTemplate: (partnerId, staff, rawKind, body) => {
      const kind = templateKindOf(rawKind);
      return tenant(partnerId, async (tx) => {
        const before = await findTemplate(tx, partnerId, kind);
        await saveTemplate(tx, partnerId, { kind, ...body });
        await recordAudit(tx, partnerId, staff, {
          action: "message.template",
          target: `message-template:${kind}`,
          detail: {
            changes: changesBetween(
              {
                body: before.body,
                enabled: before.enabled,
                alimtalkTemplateCode: before.alimtalkTemplateCode,
              },
              { ...body },
              TEMPLATE_LABELS,
            ),
          },
        });
        return presentTemplate(await findTemplate(tx, partnerId, kind));
      });
    },

    resetTemplate: (partnerId, staff, rawKind) => {
      const kind = templateKindOf(rawKind);
      return tenant(partnerId, async (tx) => {
        await deleteTemplate(tx, partnerId, kind);
        await recordAudit(tx, partnerId, staff, {
          action: "message.template-reset",
          target: `message-template:${kind}`,
        });
        return presentTemplate(await findTemplate(tx, partnerId, kind));
      });
    },

    log: (partnerId, query) =>
      tenant(partnerId, async (tx) => {
        const { page, pageSize, ...filter } = query;
        const found = await findMessages(tx, partnerId, filter, {
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        return { rows: found.rows.map(presentMessage), total: found.total, page, pageSize, delivery };
      }),

    resend: (partnerId, staff, id) =>
      tenant(partnerId, async (tx) => {
        const original = await findMessage(tx, partnerId, id);
        if (!original) throw notFound("message not found");
        // A message still waiting or going would be sent twice; a cancelled or skipped one was meant not to go.
        if (!isResendable(original.status)) {
          throw new HttpError(
            409,
            "only a sent or failed message can be sent again",
            messagingMessages.resendStatus,
          );
        }
        const copy = await insertResend(tx, original, new Date());
        await recordAudit(tx, partnerId, staff, {
          action: "message.resend",
          target: `message:${copy.id}`,
          detail: { resendOf: original.id, kind: original.kind, channel: original.channel },
        });
        return presentMessage(copy);
      }),
  };
}
