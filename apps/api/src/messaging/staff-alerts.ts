import type { StaffAlertKind, TemplateValues } from "@clinic/shared";
import { renderTemplate } from "@clinic/shared";
import type { NewMessage } from "./outbox-repository";
import type { MessageSettings, MessageTemplate } from "./settings-repository";

/** An email's subject: the alert's first line, which names the clinic and what happened. */
const subjectOf = (text: string) => (text.split("\n")[0] ?? text).slice(0, 120);

/**
 * One alert to every address and number the clinic set for it (none when the clinic switched that alert off or
 * set nobody): email with a subject, text messages to mobiles. `cause` keys them, so a retried write sends once.
 */
export function staffAlertsOf(
  partnerId: number,
  alert: StaffAlertKind,
  templates: Map<string, MessageTemplate>,
  values: TemplateValues,
  settings: MessageSettings,
  cause: string,
  reservationId: number | null,
  inquiryId: number | null = null,
): NewMessage[] {
  const kind = `STAFF_${alert}` as const;
  const template = templates.get(kind);
  if (!template?.enabled || !settings.alertKinds.includes(alert)) return [];
  const body = renderTemplate(template.body, values);
  const base = { partnerId, kind, audience: "STAFF", body, reservationId, inquiryId };
  return [
    ...settings.alertEmails.map((email) => ({
      ...base,
      channel: "EMAIL",
      recipient: email,
      subject: subjectOf(body),
      dedupeKey: `${cause}:${kind}:${email}`,
    })),
    ...settings.alertPhones.map((phone) => ({
      ...base,
      channel: "SMS",
      recipient: phone,
      dedupeKey: `${cause}:${kind}:${phone}`,
    })),
  ];
}
