import {
  findEmployeeNames,
  findItems,
  type ItemRow,
  type ReservationRow,
} from "@api/customer/reservations/repository";
import { publishedFor } from "@api/storefront/translations/overlay";
import { and, eq, schema, type Tx } from "@clinic/db";
import {
  formatReservationTime,
  isLanguage,
  isPatientKind,
  type Language,
  languagePath,
  listedText,
  type MessageKind,
  type PatientMessageKind,
  renderTemplate,
  type StaffAlertKind,
  type TemplateValues,
} from "@clinic/shared";
import { type Clinic, findClinic } from "./clinic-context";
import { FOREIGN_TEXTS, FOREIGN_WORDS, type ForeignLanguage, formatForeignTime } from "./foreign-texts";
import { internationalPhone } from "./international-phone";
import { cancelPendingReminders, insertMessages, type NewMessage } from "./outbox-repository";
import { reminderTimes } from "./send-times";
import {
  findMessageSettings,
  findTemplates,
  type MessageSettings,
  type MessageTemplate,
} from "./settings-repository";
import { staffAlertsOf } from "./staff-alerts";
import { translatedNames } from "./translated-names";

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

/** What the variables are made of: the booking's lines, its doctor and the clinic. */
interface Facts {
  row: ReservationRow;
  clinic: Clinic;
  items: ItemRow[];
  doctor: string | undefined;
  siteLink: SiteLink;
}

async function factsOf(
  tx: Tx,
  partnerId: number,
  row: ReservationRow,
  clinic: Clinic,
  siteLink: SiteLink,
): Promise<Facts> {
  const items = await findItems(tx, partnerId, [row.id]);
  const doctor =
    row.employeeId === null
      ? undefined
      : (await findEmployeeNames(tx, partnerId, [row.employeeId])).get(row.employeeId);
  return { row, clinic, items, doctor, siteLink };
}

/** "울쎄라 리프팅 300샷": each item's treatment and, when it has its own name, its option, as `names` writes them. */
const treatmentNames = (
  items: ItemRow[],
  names: (item: ItemRow) => { product: string; option: string | null },
) =>
  items.map((item) => {
    const { product, option } = names(item);
    return item.optionName && item.optionName !== item.productName && option
      ? `${product} ${option}`
      : product;
  });

/** The variables of one booking in Korean, as the clinic's templates and the staff alerts name them. */
function valuesOf({ row, clinic, items, doctor, siteLink }: Facts): TemplateValues {
  const treatments = treatmentNames(items, (item) => ({
    product: item.productName,
    option: item.optionName,
  }));
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

/**
 * The same variables for a patient who booked in another language: times in that language (Seoul time, said so),
 * treatments and the doctor by their published translations where the clinic wrote them, the my-page in that
 * language and the clinic's number as dialled from abroad. The clinic's name and address stay as the clinic wrote
 * them (they have no translation), and so does a cancellation reason the desk typed.
 */
async function foreignValuesOf(
  tx: Tx,
  partnerId: number,
  facts: Facts,
  language: ForeignLanguage,
): Promise<TemplateValues> {
  const { row, clinic, items, doctor, siteLink } = facts;
  const words = FOREIGN_WORDS[language];
  // A treatment's translation carries its name and its options' names (decision 0045).
  const products = await publishedFor(
    tx,
    "products",
    language,
    items.map((item) => item.productId),
    partnerId,
  );
  const doctors =
    row.employeeId === null
      ? new Map<number, string>()
      : await translatedNames(tx, partnerId, "employees", [row.employeeId], language);
  const doctorName = row.employeeId === null ? undefined : (doctors.get(row.employeeId) ?? doctor);
  const treatments = treatmentNames(items, (item) => {
    const texts = products.get(item.productId);
    return {
      product: texts?.name?.trim() || item.productName,
      option: item.optionName ? listedText(texts, "option", item.optionName) : null,
    };
  });
  return {
    병원명: clinic.name,
    고객명: row.name,
    예약일시: formatForeignTime(row.reservedAt, language),
    진료항목:
      row.type === "VISIT" || treatments.length === 0
        ? words.consultation
        : treatments.join(language === "en" ? ", " : "、"),
    담당의: doctorName ? words.doctor(doctorName) : words.anyDoctor,
    주소: clinic.address,
    예약확인링크: clinic.host ? inLanguage(siteLink(clinic.host), language) : "",
    전화번호: internationalPhone(clinic.internationalTelCode, clinic.phone),
    취소사유: row.cancelReason ?? "",
  };
}

/** The my-page address in the booking's language: `/mypage` → `/ja/mypage` (decision 0042). */
function inLanguage(link: string, language: ForeignLanguage): string {
  try {
    const url = new URL(link);
    url.pathname = languagePath(language, url.pathname);
    return url.toString();
  } catch {
    return link;
  }
}

/** What the patient's message of a kind says and how it goes. */
interface PatientText {
  kind: PatientMessageKind;
  body: string;
  channel: "ALIMTALK" | "SMS";
  templateCode: string | null;
}

/**
 * A Korean booking: the clinic's template, by 알림톡 when the clinic gave its template code, otherwise a text
 * message. Another language: the built-in text of that language (foreign-texts.ts), always as a text message
 * (SMS, or LMS when long): 알림톡 templates are Korean texts approved in advance by Kakao, and 알림톡 only
 * delivers a message that matches its approved template, so a Japanese or English text cannot go that way
 * (decision 0044). The clinic's on/off switch of the kind holds in every language.
 */
function patientTextOf(
  template: MessageTemplate,
  language: Language,
  values: TemplateValues,
): PatientText | null {
  if (!isPatientKind(template.kind)) return null;
  if (language === "ko") {
    return {
      kind: template.kind,
      body: renderTemplate(template.body, values),
      channel: template.alimtalkTemplateCode ? "ALIMTALK" : "SMS",
      templateCode: template.alimtalkTemplateCode,
    };
  }
  return {
    kind: template.kind,
    body: renderTemplate(FOREIGN_TEXTS[language][template.kind], values),
    channel: "SMS",
    templateCode: null,
  };
}

/** The patient's message of one kind, in the booking's language. */
function patientMessage(
  partnerId: number,
  row: ReservationRow,
  text: PatientText,
  options: { scheduledAt?: Date; dedupe: string; skipped?: string },
): NewMessage {
  return {
    partnerId,
    kind: text.kind,
    audience: "PATIENT",
    channel: text.channel,
    recipient: row.phone,
    body: text.body,
    templateCode: text.templateCode,
    reservationId: row.id,
    dedupeKey: `reservation:${row.id}:${text.kind}:${options.dedupe}`,
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
  text: (template: MessageTemplate) => PatientText | null,
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
    const wording = template?.enabled ? text(template) : null;
    if (!at || !wording) return [];
    return [
      patientMessage(partnerId, row, wording, {
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
  const facts = await factsOf(tx, partnerId, row, clinic, siteLink);
  const values = valuesOf(facts);
  if (event.type === "rescheduled") values.이전예약일시 = formatReservationTime(event.previousReservedAt);
  if (event.type === "cancelled-by-clinic" && event.reason) values.취소사유 = event.reason;
  // The patient reads their messages in the language they booked in; the staff alerts stay Korean.
  const language: Language = isLanguage(row.language) ? row.language : "ko";
  let patientValues = values;
  if (language !== "ko") {
    patientValues = await foreignValuesOf(tx, partnerId, facts, language);
    if (event.type === "rescheduled")
      patientValues.이전예약일시 = formatForeignTime(event.previousReservedAt, language);
    if (event.type === "cancelled-by-clinic" && event.reason) patientValues.취소사유 = event.reason;
  }
  const text = (template: MessageTemplate) => patientTextOf(template, language, patientValues);

  const out: NewMessage[] = [];
  const kind = patientKindOf(event, row);
  const template = templates.get(kind);
  const wording = template?.enabled ? text(template) : null;
  // One message per kind and booking time: a rescheduled booking's second move is a new message, a retried
  // request that writes the same cause again is not.
  if (wording) out.push(patientMessage(partnerId, row, wording, { dedupe: row.reservedAt.toISOString() }));

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
    out.push(...reminders(partnerId, row, templates, text, settings, customer?.receivable ?? true, now));
  }
  await insertMessages(tx, out);
}
