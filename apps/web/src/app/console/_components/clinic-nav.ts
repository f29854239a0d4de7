import type { StaffRole } from "@clinic/shared";

export interface ClinicSection {
  /** Path segment under /clinics/{id}/. */
  segment: string;
  label: string;
  /** Owners (and the operator) only. */
  ownerOnly?: boolean;
  /** The platform operator only. */
  operatorOnly?: boolean;
}

/** The console's sections in sidebar order. */
export const CLINIC_SECTIONS: readonly ClinicSection[] = [
  { segment: "reservations", label: "예약 관리" },
  { segment: "schedule", label: "예약 설정", ownerOnly: true },
  { segment: "settings/partner", label: "병원 정보", ownerOnly: true },
  { segment: "settings/hours", label: "진료 시간", ownerOnly: true },
  { segment: "settings/marketing", label: "마케팅 설정", ownerOnly: true },
  { segment: "settings/homepage", label: "홈페이지 설정", ownerOnly: true },
  { segment: "popups", label: "팝업", ownerOnly: true },
  { segment: "banners", label: "배너", ownerOnly: true },
  { segment: "site/navigation", label: "메뉴", ownerOnly: true },
  { segment: "site/branches", label: "지점 목록", ownerOnly: true },
  { segment: "site/right-buttons", label: "상단 버튼", ownerOnly: true },
  { segment: "site/floating-items", label: "플로팅 메뉴", ownerOnly: true },
  { segment: "site/keywords", label: "추천 검색어", ownerOnly: true },
  { segment: "site/theme", label: "테마", ownerOnly: true },
  { segment: "media", label: "미디어" },
  { segment: "staff", label: "직원 계정", ownerOnly: true },
  { segment: "audit", label: "변경 기록", ownerOnly: true },
  { segment: "platform", label: "사이트 운영", operatorOnly: true },
];

export const sectionsFor = (role: StaffRole) =>
  CLINIC_SECTIONS.filter(
    (section) => (!section.ownerOnly || role !== "STAFF") && (!section.operatorOnly || role === "OPERATOR"),
  );
