import type { Language, PatientMessageKind } from "@clinic/shared";

/** The languages a booking may be made in besides Korean (issue 29). */
export type ForeignLanguage = Exclude<Language, "ko">;

/** The words a foreign-language message fills its variables with (the Korean ones are in reservation-messages). */
export interface ForeignWords {
  /** Intl locale of dates and times. */
  locale: string;
  /** Said after the time: the patient may be abroad, the time is Seoul's. */
  seoulTime: string;
  /** A visit (consultation) booked without treatments. */
  consultation: string;
  /** No particular doctor. */
  anyDoctor: string;
  doctor: (name: string) => string;
}

/**
 * The patient's messages in the languages other than Korean (decision 0044), with the same #{변수} names as the
 * Korean templates so one renderTemplate fills both. A clinic writes its own templates in Korean only (알림톡
 * templates are pre-approved Korean texts); a foreign-language booking gets these built-in texts instead.
 */
export const FOREIGN_TEXTS: Record<ForeignLanguage, Record<PatientMessageKind, string>> = {
  en: texts({
    lines: "■ Date and time: #{예약일시}\n■ Booked for: #{진료항목}\n■ Doctor: #{담당의}",
    address: "■ Address: #{주소}",
    footer: "\n\nYour bookings: #{예약확인링크}\nQuestions: #{전화번호}",
    when: "■ Date and time: #{예약일시}",
    received: "[#{병원명}] Dear #{고객명}, we have received your booking.",
    requested:
      "[#{병원명}] Dear #{고객명}, we have received your booking request. The clinic will check it and let you know once it is confirmed.",
    confirmed: "[#{병원명}] Dear #{고객명}, your booking is confirmed.",
    cancelledByClinic:
      "[#{병원명}] Dear #{고객명}, we are sorry to tell you that the clinic had to cancel your booking.",
    cancelReason: "■ Reason: #{취소사유}",
    bookAgain: "We apologise for the inconvenience. To book again, please call #{전화번호}.",
    cancelledByPatient: "[#{병원명}] Dear #{고객명}, your booking has been cancelled as you asked.",
    rescheduled: "[#{병원명}] Dear #{고객명}, the time of your booking has changed.",
    before: "■ Before: #{이전예약일시}",
    after: "■ Now: #{예약일시}",
    what: "■ Booked for: #{진료항목}\n■ Doctor: #{담당의}",
    dayBefore: "[#{병원명}] Dear #{고객명}, a reminder of your booking tomorrow.",
    sameDay: "[#{병원명}] Dear #{고객명}, a reminder of your booking today.",
  }),
  ja: texts({
    lines: "■ 日時：#{예약일시}\n■ 内容：#{진료항목}\n■ 担当医：#{담당의}",
    address: "■ 住所：#{주소}",
    footer: "\n\nご予約の確認：#{예약확인링크}\nお問い合わせ：#{전화번호}",
    when: "■ 日時：#{예약일시}",
    received: "[#{병원명}] #{고객명}様、ご予約を承りました。",
    requested:
      "[#{병원명}] #{고객명}様、ご予約のお申し込みを受け付けました。クリニックで確認のうえ、確定のご連絡をいたします。",
    confirmed: "[#{병원명}] #{고객명}様、ご予約が確定しました。",
    cancelledByClinic:
      "[#{병원명}] #{고객명}様、誠に申し訳ございませんが、クリニックの都合によりご予約をキャンセルさせていただきました。",
    cancelReason: "■ 理由：#{취소사유}",
    bookAgain: "ご迷惑をおかけして申し訳ございません。再度ご予約の際は #{전화번호} までお電話ください。",
    cancelledByPatient: "[#{병원명}] #{고객명}様、ご依頼のとおりご予約をキャンセルいたしました。",
    rescheduled: "[#{병원명}] #{고객명}様、ご予約の日時が変更されました。",
    before: "■ 変更前：#{이전예약일시}",
    after: "■ 変更後：#{예약일시}",
    what: "■ 内容：#{진료항목}\n■ 担当医：#{담당의}",
    dayBefore: "[#{병원명}] #{고객명}様、明日のご予約のお知らせです。",
    sameDay: "[#{병원명}] #{고객명}様、本日のご予約のお知らせです。",
  }),
  "zh-CN": texts({
    lines: "■ 时间：#{예약일시}\n■ 项目：#{진료항목}\n■ 医生：#{담당의}",
    address: "■ 地址：#{주소}",
    footer: "\n\n查看预约：#{예약확인링크}\n咨询电话：#{전화번호}",
    when: "■ 时间：#{예약일시}",
    received: "[#{병원명}] #{고객명}，您好！您的预约已受理。",
    requested: "[#{병원명}] #{고객명}，您好！您的预约申请已收到，诊所确认后会通知您。",
    confirmed: "[#{병원명}] #{고객명}，您好！您的预约已确认。",
    cancelledByClinic: "[#{병원명}] #{고객명}，您好！非常抱歉，由于诊所原因，您的预约已被取消。",
    cancelReason: "■ 原因：#{취소사유}",
    bookAgain: "给您带来不便，敬请谅解。如需重新预约，请致电 #{전화번호}。",
    cancelledByPatient: "[#{병원명}] #{고객명}，您好！您的预约已按您的要求取消。",
    rescheduled: "[#{병원명}] #{고객명}，您好！您的预约时间已变更。",
    before: "■ 变更前：#{이전예약일시}",
    after: "■ 变更后：#{예약일시}",
    what: "■ 项目：#{진료항목}\n■ 医生：#{담당의}",
    dayBefore: "[#{병원명}] #{고객명}，您好！提醒您明天有预约。",
    sameDay: "[#{병원명}] #{고객명}，您好！提醒您今天有预约。",
  }),
  "zh-TW": texts({
    lines: "■ 時間：#{예약일시}\n■ 項目：#{진료항목}\n■ 醫師：#{담당의}",
    address: "■ 地址：#{주소}",
    footer: "\n\n查看預約：#{예약확인링크}\n諮詢電話：#{전화번호}",
    when: "■ 時間：#{예약일시}",
    received: "[#{병원명}] #{고객명}，您好！您的預約已受理。",
    requested: "[#{병원명}] #{고객명}，您好！您的預約申請已收到，診所確認後會通知您。",
    confirmed: "[#{병원명}] #{고객명}，您好！您的預約已確認。",
    cancelledByClinic: "[#{병원명}] #{고객명}，您好！非常抱歉，由於診所因素，您的預約已取消。",
    cancelReason: "■ 原因：#{취소사유}",
    bookAgain: "造成您的不便，敬請見諒。如需重新預約，請致電 #{전화번호}。",
    cancelledByPatient: "[#{병원명}] #{고객명}，您好！您的預約已依您的要求取消。",
    rescheduled: "[#{병원명}] #{고객명}，您好！您的預約時間已變更。",
    before: "■ 變更前：#{이전예약일시}",
    after: "■ 變更後：#{예약일시}",
    what: "■ 項目：#{진료항목}\n■ 醫師：#{담당의}",
    dayBefore: "[#{병원명}] #{고객명}，您好！提醒您明天有預約。",
    sameDay: "[#{병원명}] #{고객명}，您好！提醒您今天有預約。",
  }),
};

export const FOREIGN_WORDS: Record<ForeignLanguage, ForeignWords> = {
  en: {
    locale: "en-US",
    seoulTime: "(Korea time)",
    consultation: "Consultation",
    anyDoctor: "Not specified",
    doctor: (name) => `Dr. ${name}`,
  },
  ja: {
    locale: "ja-JP",
    seoulTime: "（韓国時間）",
    consultation: "カウンセリング",
    anyDoctor: "指定なし",
    doctor: (name) => `${name} 先生`,
  },
  "zh-CN": {
    locale: "zh-CN",
    seoulTime: "（韩国时间）",
    consultation: "咨询",
    anyDoctor: "不指定",
    doctor: (name) => `${name} 医生`,
  },
  "zh-TW": {
    locale: "zh-TW",
    seoulTime: "（韓國時間）",
    consultation: "諮詢",
    anyDoctor: "不指定",
    doctor: (name) => `${name} 醫師`,
  },
};

interface Parts {
  lines: string;
  address: string;
  footer: string;
  when: string;
  received: string;
  requested: string;
  confirmed: string;
  cancelledByClinic: string;
  cancelReason: string;
  bookAgain: string;
  cancelledByPatient: string;
  rescheduled: string;
  before: string;
  after: string;
  what: string;
  dayBefore: string;
  sameDay: string;
}

/** One language's messages laid out as the Korean defaults are (shared/messaging's defaultTemplates). */
function texts(p: Parts): Record<PatientMessageKind, string> {
  return {
    RESERVATION_RECEIVED: `${p.received}\n\n${p.lines}\n${p.address}${p.footer}`,
    RESERVATION_REQUESTED: `${p.requested}\n\n${p.lines}${p.footer}`,
    RESERVATION_CONFIRMED: `${p.confirmed}\n\n${p.lines}\n${p.address}${p.footer}`,
    RESERVATION_CANCELLED_BY_CLINIC: `${p.cancelledByClinic}\n\n${p.when}\n${p.cancelReason}\n\n${p.bookAgain}`,
    RESERVATION_CANCELLED_BY_PATIENT: `${p.cancelledByPatient}\n\n${p.when}${p.footer}`,
    RESERVATION_RESCHEDULED: `${p.rescheduled}\n\n${p.before}\n${p.after}\n${p.what}${p.footer}`,
    REMINDER_DAY_BEFORE: `${p.dayBefore}\n\n${p.lines}\n${p.address}${p.footer}`,
    REMINDER_SAME_DAY: `${p.sameDay}\n\n${p.lines}\n${p.address}${p.footer}`,
  };
}

const TIME_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** A booking's time as a message in `language` says it, in Seoul time and saying so: "Mon, Nov 30, 2:30 PM (Korea time)". */
export function formatForeignTime(at: Date, language: ForeignLanguage): string {
  const words = FOREIGN_WORDS[language];
  let format = TIME_FORMATS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(words.locale, {
      timeZone: "Asia/Seoul",
      month: "long",
      day: "numeric",
      weekday: "short",
      hour: "numeric",
      minute: "2-digit",
    });
    TIME_FORMATS.set(language, format);
  }
  const separator = language === "en" ? " " : "";
  return `${format.format(at)}${separator}${words.seoulTime}`;
}
