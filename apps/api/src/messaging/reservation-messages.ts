import { findEmployeeNames, findItems, type ReservationRow } from "@api/customer/reservations/repository";
import { and, eq, schema, type Tx } from "@clinic/db";
import {
  formatReservationTime,
  type MessageKind,
  type PatientMessageKind,
  renderTemplate,
  type StaffAlertKind,
  type TemplateValues,
} from "@clinic/shared";
import { type Clinic, findClinic } from "./clinic-context";
import { cancelPendingReminders, insertMessages, type NewMessage } from "./outbox-repository";
import { reminderTimes } from "./send-times";
import {
  findMessageSettings,
  findTemplates,
  type MessageSettings,
  type MessageTemplate,
} from "./settings-repository";
import { staffAlertsOf } from "./staff-alerts";

const { customers } = schema;

/** Builds the my-page address of a clinic from its primary host (https in production, the demo's port locally). */
export type SiteLink = (host: string) => string;

export const defaultSiteLink: SiteLink = (host) => `https://${host}/mypage`;

/** What happened to a booking; each writes the patient's message, staff alerts and reminders it causes. */
export type ReservationEvent =
  | { type: "created" }
  | { type: "confirmed" }
  | { type: "cancelled-by-clinic"; reason: string | null }
  | { type: "cancelled-by-patient" }
  | {
      type: "rescheduled";
      previousReservedAt: Date;
      /** The patient moved it themselves (the my-page, issue 27): the clinic is alerted too. */
      byPatient?: boolean;
    };

const REMINDERS: readonly MessageKind[] = ["REMINDER_DAY_BEFORE", "REMINDER_SAME_DAY"];

/** The variables of one booking, as the templates name them. */
async function valuesOf(
  tx: Tx,
  partnerId: number,
  row: ReservationRow,
  clinic: Clinic,
  siteLink: SiteLink,
): Promise<TemplateValues> {
  const items = await findItems(tx, partnerId, [row.id]);
  const doctor =
    row.employeeId === null
      ? undefined
      : (await findEmployeeNames(tx, partnerId, [row.employeeId])).get(row.employeeId);
  const treatments = items.map((item) =>
    item.optionName && item.optionName !== item.productName
      ? `${item.productName} ${item.optionName}`
      : item.productName,
  );
  return {
    병원명: clinic.name,
    고객명: row.name,
    예약일시: formatReservationTime(row.reservedAt),
    진료항목: row.type === "VISIT" || treatments.length === 0 ? "상담" : treatments.join(", "),
    담당의: doctor ? `${doctor} 원장` : "지정 안 함",
    주소: clinic.address,
    예약확인링크: clinic.host ? siteLink(clinic.host) : "",
    전화번호: clinic.phone,
    취소사유: row.cancelReason ?? "",
  };
}

/** The patient's message of one kind: 알림톡 when the clinic gave the template's code, otherwise a text message. */
function patientMessage(
  partnerId: number,
  row: ReservationRow,
  template: MessageTemplate,
  values: TemplateValues,
  options: { scheduledAt?: Date; dedupe: string; skipped?: string },
): NewMessage {
  return {
    partnerId,
    kind: template.kind,
    audience: "PATIENT",
    channel: template.alimtalkTemplateCode ? "ALIMTALK" : "SMS",
    recipient: row.phone,
    body: renderTemplate(template.body, values),
    templateCode: template.alimtalkTemplateCode,
    reservationId: row.id,
    dedupeKey: `reservation:${row.id}:${template.kind}:${options.dedupe}`,
    ...(options.scheduledAt ? { scheduledAt: options.scheduledAt } : {}),
    ...(options.skipped ? { status: "SKIPPED", lastError: options.skipped } : {}),
  };
}

function patientKindOf(event: ReservationEvent, row: ReservationRow): PatientMessageKind {
  switch (event.type) {
    case "created":
      return row.status === "REQUESTED" ? "RESERVATION_REQUESTED" : "RESERVATION_RECEIVED";
    case "confirmed":
      return "RESERVATION_CONFIRMED";
    case "cancelled-by-clinic":
      return "RESERVATION_CANCELLED_BY_CLINIC";
    case "cancelled-by-patient":
      return "RESERVATION_CANCELLED_BY_PATIENT";
    case "rescheduled":
      return "RESERVATION_RESCHEDULED";
  }
}

function alertKindOf(event: ReservationEvent, row: ReservationRow): StaffAlertKind | null {
  if (event.type === "created") return row.status === "REQUESTED" ? "NEW_REQUEST" : "NEW_BOOKING";
  if (event.type === "cancelled-by-patient") return "PATIENT_CANCELLED";
  if (event.type === "rescheduled" && event.byPatient) return "PATIENT_RESCHEDULED";
  return null;
}

/** The reminders of a booking that is (now) confirmed, each at its time; none for a patient who turned them off. */
function reminders(
  partnerId: number,
  row: ReservationRow,
  templates: Map<string, MessageTemplate>,
  values: TemplateValues,
  settings: MessageSettings,
  remindersReceivable: boolean,
  now: Date,
): NewMessage[] {
  const times = reminderTimes(row.reservedAt, now, settings);
  const due: [MessageKind, Date | null][] = [
    ["REMINDER_DAY_BEFORE", times.dayBefore],
    ["REMINDER_SAME_DAY", times.sameDay],
  ];
  return due.flatMap(([kind, at]) => {
    const template = templates.get(kind);
    if (!at || !template?.enabled) return [];
    return [
      patientMessage(partnerId, row, template, values, {
        scheduledAt: at,
        dedupe: row.reservedAt.toISOString(),
        ...(remindersReceivable ? {} : { skipped: "고객이 예약 알림 수신을 거부했습니다." }),
      }),
    ];
  });
}

/**
 * Writes, in the caller's transaction, every message a booking's change causes: the patient's message, the
 * staff alerts, and the reminders (written for a confirmed booking, withdrawn when it moves or ends). Called by
 * every service that changes a reservation, inside the transaction of that change (decision 0036).
 */
export async function recordReservationEvent(
  tx: Tx,
  partnerId: number,
  row: ReservationRow,
  event: ReservationEvent,
  siteLink: SiteLink = defaultSiteLink,
  now = new Date(),
): Promise<void> {
  const clinic = await findClinic(tx, partnerId);
  const settings = await findMessageSettings(tx, partnerId);
  const templates = new Map(
    (await findTemplates(tx, partnerId)).map((template) => [template.kind as string, template]),
  );
  const values = await valuesOf(tx, partnerId, row, clinic, siteLink);
  if (event.type === "rescheduled") values.이전예약일시 = formatReservationTime(event.previousReservedAt);
  if (event.type === "cancelled-by-clinic" && event.reason) values.취소사유 = event.reason;

  const out: NewMessage[] = [];
  const kind = patientKindOf(event, row);
  const template = templates.get(kind);
  // One message per kind and booking time: a rescheduled booking's second move is a new message, a retried
  // request that writes the same cause again is not.
  if (template?.enabled)
    out.push(patientMessage(partnerId, row, template, values, { dedupe: row.reservedAt.toISOString() }));

  const alert = alertKindOf(event, row);
  if (alert)
    out.push(
      ...staffAlertsOf(
        partnerId,
        alert,
        templates,
        values,
        settings,
        // A moved booking alerts once per move, as its patient message is sent once per booking time.
        event.type === "rescheduled"
          ? `reservation:${row.id}:${kind}:${row.reservedAt.toISOString()}`
          : `reservation:${row.id}:${kind}`,
        row.id,
      ),
    );

  if (event.type !== "created" && event.type !== "confirmed") {
    await cancelPendingReminders(tx, partnerId, row.id, REMINDERS);
  }
  if (
    row.status === "CONFIRMED" &&
    event.type !== "cancelled-by-clinic" &&
    event.type !== "cancelled-by-patient"
  ) {
    const [customer] = await tx
      .select({ receivable: customers.remindersReceivable })
      .from(customers)
      .where(and(eq(customers.partnerId, partnerId), eq(customers.id, row.customerId)));
    out.push(...reminders(partnerId, row, templates, values, settings, customer?.receivable ?? true, now));
  }
  await insertMessages(tx, out);
}
