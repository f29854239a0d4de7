import { findClinicRow } from "@api/lib/clinic-rows";
import { and, eq, schema, type Tx } from "@clinic/db";
import { defaultTemplates, staffAlertKinds, type TemplateKind, templateKinds } from "@clinic/shared";

const { messageSettings, messageTemplates } = schema;

export interface MessageSettings {
  alertEmails: string[];
  alertPhones: string[];
  alertKinds: string[];
  /** "HH:MM", Seoul. */
  reminderTime: string;
  sameDayReminder: boolean;
  sameDayTime: string;
}

/** What a clinic that never saved its message settings has (the table's defaults). */
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = {
  alertEmails: [],
  alertPhones: [],
  alertKinds: [...staffAlertKinds],
  reminderTime: "18:00",
  sameDayReminder: false,
  sameDayTime: "09:00",
};

export async function findMessageSettings(tx: Tx, partnerId: number): Promise<MessageSettings> {
  const [row] = await tx.select().from(messageSettings).where(eq(messageSettings.partnerId, partnerId));
  if (!row) return DEFAULT_MESSAGE_SETTINGS;
  return {
    alertEmails: row.alertEmails,
    alertPhones: row.alertPhones,
    alertKinds: row.alertKinds,
    reminderTime: row.reminderTime.slice(0, 5),
    sameDayReminder: row.sameDayReminder,
    sameDayTime: row.sameDayTime.slice(0, 5),
  };
}

export async function saveMessageSettings(tx: Tx, partnerId: number, settings: MessageSettings) {
  const values = { ...settings, updatedAt: new Date() };
  await tx
    .insert(messageSettings)
    .values({ partnerId, ...values })
    .onConflictDoUpdate({ target: messageSettings.partnerId, set: values });
}

export interface MessageTemplate {
  kind: TemplateKind;
  enabled: boolean;
  body: string;
  alimtalkTemplateCode: string | null;
  /** True while the clinic has not written its own wording. */
  isDefault: boolean;
}

type TemplateRow = typeof messageTemplates.$inferSelect;

/** A kind's template as the clinic has it: its own row, or the platform's default text. */
const presentTemplate = (kind: TemplateKind, row: TemplateRow | null | undefined): MessageTemplate =>
  row
    ? {
        kind,
        enabled: row.enabled,
        body: row.body,
        alimtalkTemplateCode: row.alimtalkTemplateCode,
        isDefault: false,
      }
    : { kind, enabled: true, body: defaultTemplates[kind], alimtalkTemplateCode: null, isDefault: true };

export async function findTemplate(tx: Tx, partnerId: number, kind: TemplateKind): Promise<MessageTemplate> {
  const row = await findClinicRow(tx, messageTemplates, partnerId, eq(messageTemplates.kind, kind));
  return presentTemplate(kind, row);
}

/** Every kind's template (own rows over defaults), in the order of defaultTemplates. */
export async function findTemplates(tx: Tx, partnerId: number): Promise<MessageTemplate[]> {
  const rows = await tx.select().from(messageTemplates).where(eq(messageTemplates.partnerId, partnerId));
  const own = new Map(rows.map((row) => [row.kind, row]));
  return templateKinds.map((kind) => presentTemplate(kind, own.get(kind)));
}

export async function saveTemplate(
  tx: Tx,
  partnerId: number,
  template: Omit<MessageTemplate, "isDefault">,
): Promise<void> {
  const values = {
    enabled: template.enabled,
    body: template.body,
    alimtalkTemplateCode: template.alimtalkTemplateCode,
    updatedAt: new Date(),
  };
  await tx
    .insert(messageTemplates)
    .values({ partnerId, kind: template.kind, ...values })
    .onConflictDoUpdate({ target: [messageTemplates.partnerId, messageTemplates.kind], set: values });
}

/** Back to the platform's wording. */
export async function deleteTemplate(tx: Tx, partnerId: number, kind: TemplateKind): Promise<void> {
  await tx
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.partnerId, partnerId), eq(messageTemplates.kind, kind)));
}
