/**
 * Messages to patients and alerts to staff (issue 26, decision 0036): the kinds, their Korean names, the
 * variables a template may use, the platform's default wording, and how a template becomes a text. The API renders
 * with it when a message is written to the outbox; the console previews with the same function.
 */
import { z } from "zod";
import { formMessages, MAX_EMAIL_LENGTH, phoneDigitsField, requiredOrType } from "./form";

export const patientMessageKinds = [
  "RESERVATION_RECEIVED",
  "RESERVATION_REQUESTED",
  "RESERVATION_CONFIRMED",
  "RESERVATION_CANCELLED_BY_CLINIC",
  "RESERVATION_CANCELLED_BY_PATIENT",
  "RESERVATION_RESCHEDULED",
  "REMINDER_DAY_BEFORE",
  "REMINDER_SAME_DAY",
] as const;
export type PatientMessageKind = (typeof patientMessageKinds)[number];

export const staffAlertKinds = [
  "NEW_BOOKING",
  "NEW_REQUEST",
  "PATIENT_CANCELLED",
  // Issue 27: a patient moved their booking from the my-page.
  "PATIENT_RESCHEDULED",
  "NEW_INQUIRY",
] as const;
export type StaffAlertKind = (typeof staffAlertKinds)[number];

/** Every kind a message row can carry: patient kinds, `STAFF_` + an alert kind, and the console invitation. */
export const messageKinds = [
  ...patientMessageKinds,
  ...staffAlertKinds.map((kind) => `STAFF_${kind}` as const),
  "STAFF_INVITATION",
] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messageChannels = ["ALIMTALK", "SMS", "EMAIL"] as const;
export type MessageChannel = (typeof messageChannels)[number];
export const messageStatuses = ["PENDING", "SENDING", "SENT", "FAILED", "CANCELLED", "SKIPPED"] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const messageKindLabels: Record<MessageKind, string> = {
  RESERVATION_RECEIVED: "예약 접수",
  RESERVATION_REQUESTED: "예약 신청 접수",
  RESERVATION_CONFIRMED: "예약 확정",
  RESERVATION_CANCELLED_BY_CLINIC: "병원 예약 취소",
  RESERVATION_CANCELLED_BY_PATIENT: "고객 예약 취소",
  RESERVATION_RESCHEDULED: "예약 변경",
  REMINDER_DAY_BEFORE: "전날 알림",
  REMINDER_SAME_DAY: "당일 알림",
  STAFF_NEW_BOOKING: "직원 알림: 새 예약",
  STAFF_NEW_REQUEST: "직원 알림: 확정 대기 신청",
  STAFF_PATIENT_CANCELLED: "직원 알림: 고객 취소",
  STAFF_PATIENT_RESCHEDULED: "직원 알림: 고객 예약 변경",
  STAFF_NEW_INQUIRY: "직원 알림: 새 문의",
  STAFF_INVITATION: "콘솔 초대",
};
export const staffAlertLabels: Record<StaffAlertKind, string> = {
  NEW_BOOKING: "새 예약",
  NEW_REQUEST: "확정을 기다리는 예약 신청",
  PATIENT_CANCELLED: "고객의 예약 취소",
  PATIENT_RESCHEDULED: "고객의 예약 변경",
  NEW_INQUIRY: "새 문의",
};
export const messageChannelLabels: Record<MessageChannel, string> = {
  ALIMTALK: "알림톡",
  SMS: "문자",
  EMAIL: "이메일",
};
export const messageStatusLabels: Record<MessageStatus, string> = {
  PENDING: "대기",
  SENDING: "발송 중",
  SENT: "발송 완료",
  FAILED: "실패",
  CANCELLED: "취소됨",
  SKIPPED: "보내지 않음",
};

/** The variables a template may name as #{이름} (the 알림톡 notation), with what each one stands for. */
export const templateVariables = {
  병원명: "병원 이름",
  고객명: "예약한 분의 이름",
  예약일시: "예약 날짜와 시간 (예: 11월 30일 (월) 오후 2:30)",
  진료항목: "시술 이름, 상담 예약은 '상담'",
  담당의: "담당 의사, 없으면 '지정 안 함'",
  주소: "병원 주소",
  예약확인링크: "예약 내역 페이지 주소",
  전화번호: "병원 대표 번호",
  취소사유: "병원이 쓴 취소 사유",
  이전예약일시: "변경 전의 예약 날짜와 시간",
  문의제목: "새 문의의 제목",
} as const;
export type TemplateVariable = keyof typeof templateVariables;
export type TemplateValues = Partial<Record<TemplateVariable, string>>;

const VARIABLE = /#\{([^{}]*)\}/g;

/** The #{…} names in a template that are not variables (a typo would otherwise reach the patient as written). */
export function unknownVariables(body: string): string[] {
  const names = [...body.matchAll(VARIABLE)].map((match) => match[1] ?? "");
  return [...new Set(names.filter((name) => !(name in templateVariables)))];
}

/** Fills each #{변수}; a variable without a value becomes empty rather than staying as code. */
export function renderTemplate(body: string, values: TemplateValues): string {
  return body.replace(VARIABLE, (whole, name: string) =>
    name in templateVariables ? (values[name as TemplateVariable] ?? "") : whole,
  );
}

const RESERVATION_LINES = "■ 일시: #{예약일시}\n■ 진료: #{진료항목}\n■ 담당: #{담당의}";
const FOOTER = "\n\n예약 확인: #{예약확인링크}\n문의: #{전화번호}";

/** The platform's wording of every patient message and staff alert; a clinic's own row replaces one. */
export const defaultTemplates: Record<PatientMessageKind | `STAFF_${StaffAlertKind}`, string> = {
  RESERVATION_RECEIVED: `[#{병원명}] #{고객명}님, 예약이 접수되었습니다.\n\n${RESERVATION_LINES}\n■ 주소: #{주소}${FOOTER}`,
  RESERVATION_REQUESTED: `[#{병원명}] #{고객명}님, 예약 신청이 접수되었습니다. 병원에서 확인한 뒤 확정 안내를 드립니다.\n\n${RESERVATION_LINES}${FOOTER}`,
  RESERVATION_CONFIRMED: `[#{병원명}] #{고객명}님, 예약이 확정되었습니다.\n\n${RESERVATION_LINES}\n■ 주소: #{주소}${FOOTER}`,
  RESERVATION_CANCELLED_BY_CLINIC: `[#{병원명}] #{고객명}님, 병원 사정으로 예약이 취소되었습니다.\n\n■ 일시: #{예약일시}\n■ 사유: #{취소사유}\n\n불편을 드려 죄송합니다. 다시 예약하시려면 #{전화번호}로 연락해 주세요.`,
  RESERVATION_CANCELLED_BY_PATIENT: `[#{병원명}] #{고객명}님, 요청하신 대로 예약이 취소되었습니다.\n\n■ 일시: #{예약일시}${FOOTER}`,
  RESERVATION_RESCHEDULED: `[#{병원명}] #{고객명}님, 예약 시간이 변경되었습니다.\n\n■ 변경 전: #{이전예약일시}\n■ 변경 후: #{예약일시}\n■ 진료: #{진료항목}\n■ 담당: #{담당의}${FOOTER}`,
  REMINDER_DAY_BEFORE: `[#{병원명}] #{고객명}님, 내일 예약을 알려 드립니다.\n\n${RESERVATION_LINES}\n■ 주소: #{주소}${FOOTER}`,
  REMINDER_SAME_DAY: `[#{병원명}] #{고객명}님, 오늘 예약을 알려 드립니다.\n\n${RESERVATION_LINES}\n■ 주소: #{주소}${FOOTER}`,
  STAFF_NEW_BOOKING: "[#{병원명}] 새 예약: #{고객명}님, #{예약일시}, #{진료항목} (담당 #{담당의})",
  STAFF_NEW_REQUEST:
    "[#{병원명}] 확정을 기다리는 예약 신청: #{고객명}님, #{예약일시}, #{진료항목}. 콘솔에서 확정해 주세요.",
  STAFF_PATIENT_CANCELLED: "[#{병원명}] 고객 취소: #{고객명}님, #{예약일시}, #{진료항목}",
  STAFF_PATIENT_RESCHEDULED:
    "[#{병원명}] 고객 예약 변경: #{고객명}님, #{이전예약일시} → #{예약일시}, #{진료항목} (담당 #{담당의})",
  STAFF_NEW_INQUIRY: "[#{병원명}] 새 문의: #{고객명}님, '#{문의제목}'",
};
export type TemplateKind = keyof typeof defaultTemplates;
export const templateKinds = Object.keys(defaultTemplates) as TemplateKind[];

/** Kinds sent with the 알림톡 channel (patients); staff alerts go by SMS and email. */
export const isPatientKind = (kind: string): kind is PatientMessageKind =>
  (patientMessageKinds as readonly string[]).includes(kind);

// ---- Length rules of the Korean SMS channel: 90 bytes (EUC-KR, a Korean letter counts 2) for an SMS, 2,000 for LMS.

export const SMS_MAX_BYTES = 90;
export const LMS_MAX_BYTES = 2000;
/** 알림톡 templates allow 1,000 characters. */
export const ALIMTALK_MAX_CHARS = 1000;

/** The bytes a text takes in EUC-KR, as Korean carriers count them (non-ASCII = 2). */
export function smsBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += char.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes;
}

// ---- Field rules

export const messagingMessages = {
  mobile: "휴대전화 번호(010으로 시작하는 10~11자리)를 정확히 입력해 주세요.",
  email: formMessages.email,
  unknownVariable: (names: string[]) =>
    `알 수 없는 변수입니다: ${names.map((name) => `#{${name}}`).join(", ")}`,
  templateTooLong: `알림 문구는 ${ALIMTALK_MAX_CHARS.toLocaleString("ko-KR")}자 이하로 입력해 주세요.`,
  templateCode: "알림톡 템플릿 코드는 영문, 숫자, -, _ 로 60자 이하입니다.",
  tooManyRecipients: "받는 사람은 종류마다 10명까지입니다.",
  duplicateRecipient: "같은 받는 사람이 두 번 있습니다.",
  reminderTime: "알림 시간은 08:00부터 20:59 사이로 정해 주세요.",
  resendStatus: "발송이 끝난 메시지만 다시 보낼 수 있습니다.",
} as const;

/** A Korean mobile number (text messages reach only these): 010, or the old 011/016/017/018/019, then 7–8 digits. */
export const mobilePhoneField = phoneDigitsField(/^01[016789]\d{7,8}$/, messagingMessages.mobile);

export const emailField = z
  .string({ error: requiredOrType })
  .trim()
  .max(MAX_EMAIL_LENGTH, formMessages.email)
  .pipe(z.email(formMessages.email));

/** The earliest and latest reminder times the console offers (its time inputs' min and max). */
export const REMINDER_CLOCK_RANGE = { min: "08:00", max: "20:59" } as const;

/** A message-worthy time of day: no informational reminder wakes a patient before 08:00 or after 21:00. */
export const reminderClock = z
  .string({ error: requiredOrType })
  .regex(/^(0[89]|1\d|20):[0-5]\d$/, messagingMessages.reminderTime);

/** Seoul hours (inclusive start, exclusive end) in which nothing promotional is sent (정보통신망법 제50조). */
export const QUIET_HOURS = { from: 21, until: 8 } as const;

const RESERVATION_TIME = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  month: "long",
  day: "numeric",
  weekday: "short",
  hour: "numeric",
  minute: "2-digit",
});

/** A booking's time as a message says it: "11월 30일 (월) 오후 2:30", Seoul time. */
export function formatReservationTime(at: Date | string): string {
  return RESERVATION_TIME.format(typeof at === "string" ? new Date(at) : at);
}

/** What the console's preview fills the variables with. */
export const sampleTemplateValues: Required<TemplateValues> = {
  병원명: "루미에르 피부과",
  고객명: "김하늘",
  예약일시: "11월 30일 (월) 오후 2:30",
  진료항목: "아쿠아필 1회",
  담당의: "이서연 원장",
  주소: "서울 강남구 테헤란로 123, 5층",
  예약확인링크: "https://lumiere.example.kr/mypage",
  전화번호: "02-555-0100",
  취소사유: "원장님 학회 일정",
  이전예약일시: "11월 29일 (일) 오전 11:00",
  문의제목: "여드름 흉터 상담 문의",
};
