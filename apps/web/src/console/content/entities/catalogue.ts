import { type ContentScreen, contentScreen } from "../lib/fields";

/** The catalogue: treatment categories, treatments with their options, events. */
export const CATALOGUE_SCREENS: ContentScreen[] = [
  contentScreen({
    key: "categories",
    title: "시술 분류",
    lead: "시술 목록의 분류입니다. 비밀 분류의 시술은 목록과 검색에 나오지 않고 비밀 이벤트 링크로만 열립니다.",
    fields: [
      { kind: "text", name: "name", label: "분류 이름" },
      { kind: "textarea", name: "description", label: "설명", nullable: true },
      { kind: "checkbox", name: "isSecret", label: "비밀 분류" },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: { isVisible: true },
  }),
  contentScreen({
    key: "products",
    title: "시술",
    lead: "시술 목록과 상세 화면, 검색에 나오는 시술입니다. 옵션마다 가격과 소요 시간을 정합니다.",
    fields: [
      { kind: "select", name: "categoryId", label: "분류", source: "categories", numeric: true },
      { kind: "text", name: "name", label: "시술 이름" },
      { kind: "textarea", name: "summary", label: "한 줄 소개", nullable: true },
      { kind: "image", name: "thumbnailUrl", label: "목록 이미지" },
      { kind: "images", name: "imageUrls", label: "상세 이미지", max: 20 },
      {
        kind: "rows",
        name: "options",
        label: "옵션",
        addLabel: "옵션 추가",
        max: 30,
        hint: "첫 옵션이 목록에 보이는 가격입니다.",
        blank: { name: "", price: 0, originalPrice: null, durationMinutes: 30, isDefault: false },
        fields: [
          { kind: "text", name: "name", label: "옵션 이름" },
          { kind: "number", name: "price", label: "판매가", unit: "원" },
          { kind: "number", name: "originalPrice", label: "할인 전 가격", unit: "원", nullable: true },
          { kind: "number", name: "durationMinutes", label: "소요 시간", unit: "분", nullable: true },
          { kind: "checkbox", name: "isDefault", label: "기본 옵션" },
        ],
      },
      { kind: "words", name: "customBadges", label: "배지", max: 5, hint: "쉼표로 구분 (예: BEST, 신규)" },
      { kind: "words", name: "tags", label: "태그", max: 20, hint: "쉼표로 구분" },
      { kind: "richtext", name: "contentHtml", label: "상세 설명" },
      { kind: "checkbox", name: "isRecommend", label: "추천 시술 (메인에 표시)" },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: {
      isVisible: true,
      options: [{ name: "1회", price: 0, originalPrice: null, durationMinutes: 30, isDefault: true }],
    },
  }),
  contentScreen({
    key: "events",
    title: "이벤트",
    lead: "이벤트 목록과 이벤트 시술 화면에 나오는 기간 한정 이벤트입니다. 예약 게시로 시작 시각에 맞춰 열 수 있습니다.",
    fields: [
      { kind: "text", name: "title", label: "이벤트 제목" },
      { kind: "textarea", name: "summary", label: "한 줄 소개", nullable: true },
      { kind: "image", name: "thumbnailUrl", label: "대표 이미지" },
      { kind: "date", name: "startDate", label: "시작일" },
      { kind: "date", name: "endDate", label: "종료일", hint: "비우면 종료일 없이 진행합니다." },
      { kind: "pick", name: "productIds", label: "이벤트 시술", source: "products" },
      { kind: "richtext", name: "contentHtml", label: "이벤트 내용" },
      { kind: "checkbox", name: "isSecret", label: "비밀 이벤트 (링크로만 열림)" },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: { isVisible: true },
  }),
];
