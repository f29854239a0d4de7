import { EMPLOYEE_TYPE_LABELS, employeeTypes } from "@clinic/shared";
import { type ContentScreen, contentScreen } from "../lib/fields";

/** The showcase: exhibitions, branding pages, and the introduction's staff and spaces. */
export const SHOWCASE_SCREENS: ContentScreen[] = [
  contentScreen({
    key: "exhibitions",
    title: "기획전",
    lead: "기획전 목록과 상세 화면에 나오는 시술 모음입니다. 시술은 고른 순서대로 보입니다.",
    fields: [
      { kind: "text", name: "title", label: "기획전 제목" },
      { kind: "textarea", name: "summary", label: "한 줄 소개", nullable: true },
      { kind: "image", name: "thumbnailUrl", label: "목록 이미지" },
      { kind: "image", name: "bannerImageUrl", label: "상단 배너 이미지" },
      { kind: "date", name: "startDate", label: "시작일" },
      { kind: "date", name: "endDate", label: "종료일", hint: "비우면 종료일 없이 보입니다." },
      { kind: "pick", name: "productIds", label: "기획전 시술", source: "products" },
      { kind: "richtext", name: "contentHtml", label: "기획전 소개" },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: { isVisible: true },
  }),
  contentScreen({
    key: "brandings",
    title: "브랜딩",
    lead: "병원의 이야기를 담은 브랜딩 페이지입니다. 메뉴나 배너에서 /brandings/번호 주소로 연결합니다.",
    fields: [
      { kind: "text", name: "title", label: "제목" },
      { kind: "textarea", name: "subtitle", label: "부제", nullable: true },
      { kind: "image", name: "heroImageUrl", label: "상단 대표 이미지" },
      {
        kind: "select",
        name: "categoryId",
        label: "함께 보여 줄 시술 분류",
        source: "categories",
        numeric: true,
        nullable: true,
        hint: "본문 아래에 이 분류의 시술 목록이 나옵니다.",
      },
      { kind: "richtext", name: "contentHtml", label: "본문" },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: { isVisible: true },
  }),
  contentScreen({
    key: "employees",
    title: "의료진 · 직원",
    lead: "병원 소개의 의료진 화면에 나오는 분들입니다. 주간 진료 일정은 일정 관리 화면에서 정합니다.",
    fields: [
      {
        kind: "select",
        name: "employeeType",
        label: "구분",
        options: employeeTypes.map((type) => ({ value: type, label: EMPLOYEE_TYPE_LABELS[type] })),
        hint: "홈페이지의 의료진 소개에는 의사만 나옵니다.",
      },
      { kind: "text", name: "name", label: "이름" },
      { kind: "text", name: "position", label: "직함", placeholder: "대표원장", nullable: true },
      { kind: "text", name: "specialty", label: "진료 분야", nullable: true },
      { kind: "textarea", name: "greeting", label: "인사말", nullable: true },
      { kind: "lines", name: "careers", label: "약력", hint: "한 줄에 하나씩 입력합니다." },
      { kind: "image", name: "photoUrl", label: "사진" },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: { employeeType: "DOCTOR", isVisible: true },
  }),
  contentScreen({
    key: "spaces",
    title: "병원 공간",
    lead: "병원 소개의 공간 화면에 나오는 사진입니다. 목록 순서대로 보입니다.",
    fields: [
      { kind: "text", name: "title", label: "공간 이름" },
      { kind: "textarea", name: "description", label: "설명", nullable: true },
      { kind: "image", name: "imageUrl", label: "사진" },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: { imageUrl: "", isVisible: true },
  }),
];
