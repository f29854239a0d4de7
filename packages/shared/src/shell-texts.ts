import { type Weekday, weekdays } from "./partner";

// The texts of the storefront's header and footer a clinic may change (issue 25). Each is stored as an override
// (site_settings, null = not changed); these are the words shown without one. The consultation line has no fixed
// default: it is written from the clinic's opening hours, so it can never promise hours the clinic no longer keeps.

export const SHELL_TEXT_DEFAULTS = {
  footerContactTitle: "상담 문의",
  footerHoursTitle: "진료 시간",
  menuChatTitle: "궁금한 점이 있으신가요?",
  menuChatText: "채팅으로 편하게 상담해 보세요.",
  menuPhoneLabel: "전화 상담",
} as const;

/** The overridable shell texts, by the name the console and site_settings use. */
export const shellTextKeys = [
  "headerTopText",
  "footerContactTitle",
  "footerConsultationText",
  "footerHoursTitle",
  "footerDescription",
  "menuChatTitle",
  "menuChatText",
  "menuPhoneLabel",
] as const;
export type ShellTextKey = (typeof shellTextKeys)[number];

interface OpenHours {
  opening: string | null;
  closing: string | null;
}

const DAY_NAMES: Record<Weekday, string> = {
  monday: "월",
  tuesday: "화",
  wednesday: "수",
  thursday: "목",
  friday: "금",
  saturday: "토요일",
  sunday: "일요일",
};

const hhmm = (time: string) => time.slice(0, 5);
const rangeOf = (day: OpenHours) =>
  day.opening && day.closing ? `${hhmm(day.opening)} - ${hhmm(day.closing)}` : null;

/**
 * "상담 가능 시간: 평일 10:00 - 19:30 · 토요일 10:00 - 15:30" from the week's hours: weekdays with the same hours
 * in one part (평일 when Monday to Friday all share them), then Saturday and Sunday when open. Null when the
 * clinic has no opening hours at all.
 */
export function consultationTextFromHours(times: Record<Weekday, OpenHours>): string | null {
  const parts: string[] = [];
  const workdays = weekdays.slice(0, 5);
  const ranges = workdays.map((day) => rangeOf(times[day]));
  const distinct = [...new Set(ranges.filter((range): range is string => range !== null))];
  if (distinct.length === 1 && ranges.every((range) => range !== null)) {
    parts.push(`평일 ${distinct[0]}`);
  } else {
    for (const range of distinct) {
      const days = workdays.filter((_, index) => ranges[index] === range).map((day) => DAY_NAMES[day]);
      parts.push(`${days.join("·")} ${range}`);
    }
  }
  for (const day of ["saturday", "sunday"] as const) {
    const range = rangeOf(times[day]);
    if (range) parts.push(`${DAY_NAMES[day]} ${range}`);
  }
  return parts.length === 0 ? null : `상담 가능 시간: ${parts.join(" · ")}`;
}
