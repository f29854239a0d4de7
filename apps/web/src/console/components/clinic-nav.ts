import type { StaffRole } from "@clinic/shared";
import { CONTENT_SCREENS } from "@/console/content/entities";
import { roleReaches } from "@/console/lib/roles";

/** Sidebar groups, in order: daily work, the site's content, the site's settings, accounts and records. */
export const SECTION_GROUPS = ["업무", "콘텐츠", "사이트 설정", "계정·기록"] as const;
export type SectionGroup = (typeof SECTION_GROUPS)[number];

export interface ClinicSection {
  group: SectionGroup;
  /** Path segment under /clinics/{id}/. */
  segment: string;
  label: string;
  /** The least role that may open it (the API's own check); everyone when absent. */
  minRole?: "MANAGER" | "OWNER";
  /** The platform operator only. */
  operatorOnly?: boolean;
}

/** Every content screen (issue 11) follows the reservation desk, in the registry's order. */
const CONTENT_SECTIONS: ClinicSection[] = CONTENT_SCREENS.map((screen) => ({
  group: "콘텐츠",
  segment: `content/${screen.key}`,
  label: screen.title,
  ...(screen.ownerOnly ? { minRole: "OWNER" as const } : {}),
}));

/** The console's sections in sidebar order. */
export const CLINIC_SECTIONS: readonly ClinicSection[] = [
  { group: "업무", segment: "reservations", label: "예약 관리" },
  { group: "업무", segment: "patients", label: "환자" },
  { group: "업무", segment: "inbox", label: "문의함" },
  { group: "업무", segment: "customer-board", label: "고객 게시판 관리" },
  // The log for everyone; its 알림 문구 and 알림 설정 tabs are the manager's and the owner's (issues 26, 27).
  { group: "업무", segment: "messages", label: "메시지" },
  // Reports (issue 27): every account of the clinic reads them and exports bookings.
  { group: "업무", segment: "reports", label: "통계" },
  // The manager (실장) runs the doctors' schedules (issue 27).
  { group: "업무", segment: "schedule", label: "예약 설정", minRole: "MANAGER" },
  ...CONTENT_SECTIONS,
  { group: "콘텐츠", segment: "non-covered-fees", label: "비급여 진료비용" },
  { group: "사이트 설정", segment: "settings/partner", label: "병원 정보", minRole: "OWNER" },
  { group: "사이트 설정", segment: "settings/hours", label: "진료 시간", minRole: "OWNER" },
  { group: "사이트 설정", segment: "settings/marketing", label: "마케팅 설정", minRole: "OWNER" },
  { group: "사이트 설정", segment: "settings/homepage", label: "홈페이지 설정", minRole: "OWNER" },
  { group: "사이트 설정", segment: "popups", label: "팝업", minRole: "OWNER" },
  { group: "사이트 설정", segment: "banners", label: "배너", minRole: "OWNER" },
  { group: "사이트 설정", segment: "site/navigation", label: "메뉴", minRole: "OWNER" },
  { group: "사이트 설정", segment: "site/branches", label: "지점 목록", minRole: "OWNER" },
  { group: "사이트 설정", segment: "site/right-buttons", label: "상단 버튼", minRole: "OWNER" },
  { group: "사이트 설정", segment: "site/floating-items", label: "플로팅 메뉴", minRole: "OWNER" },
  { group: "사이트 설정", segment: "site/keywords", label: "추천 검색어", minRole: "OWNER" },
  { group: "사이트 설정", segment: "site/theme", label: "테마", minRole: "OWNER" },
  { group: "사이트 설정", segment: "site/shell-texts", label: "헤더 · 푸터 문구", minRole: "OWNER" },
  { group: "사이트 설정", segment: "site/languages", label: "언어", minRole: "OWNER" },
  { group: "계정·기록", segment: "media", label: "미디어" },
  { group: "계정·기록", segment: "staff", label: "직원 계정", minRole: "OWNER" },
  { group: "계정·기록", segment: "audit", label: "변경 기록", minRole: "OWNER" },
  { group: "계정·기록", segment: "platform", label: "사이트 운영", operatorOnly: true },
];

export const sectionsFor = (role: StaffRole) =>
  CLINIC_SECTIONS.filter(
    (section) =>
      (section.minRole === undefined || roleReaches(role, section.minRole)) &&
      (!section.operatorOnly || role === "OPERATOR"),
  );

/** The sections an account sees, by group (groups with nothing left out). */
export function groupedSectionsFor(role: StaffRole): { group: SectionGroup; sections: ClinicSection[] }[] {
  const visible = sectionsFor(role);
  return SECTION_GROUPS.map((group) => ({
    group,
    sections: visible.filter((section) => section.group === group),
  })).filter((entry) => entry.sections.length > 0);
}
