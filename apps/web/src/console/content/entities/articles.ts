import { type ContentScreen, contentScreen } from "../lib/fields";

/** The articles: before/after cases, visitors' reviews (moderation only), boards and the posts of the boards. */
export const ARTICLES_SCREENS: ContentScreen[] = [
  contentScreen({
    key: "before-afters",
    title: "전후 사례",
    lead: "홈 화면의 전후 사례와 시술 상세 화면의 관련 사례입니다. 최근에 등록한 사례가 먼저 보입니다.",
    fields: [
      { kind: "text", name: "title", label: "제목" },
      { kind: "textarea", name: "description", label: "설명", nullable: true },
      { kind: "image", name: "beforeImageUrl", label: "시술 전 사진" },
      { kind: "image", name: "afterImageUrl", label: "시술 후 사진", hint: "관리 목록의 대표 이미지입니다." },
      {
        kind: "select",
        name: "productId",
        label: "시술",
        source: "products",
        numeric: true,
        nullable: true,
        hint: "고른 시술의 상세 화면에 이 사례가 함께 나옵니다.",
      },
      { kind: "number", name: "treatmentCount", label: "시술 횟수", unit: "회", nullable: true },
      {
        kind: "checkbox",
        name: "isNoYouth",
        label: "성인 전용 (미성년자 제외)",
        hint: "성인 전용 사례는 누구나 보는 홈 화면과 시술 화면에 나오지 않습니다.",
      },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: { beforeImageUrl: "", afterImageUrl: "", isVisible: true },
  }),
  contentScreen({
    key: "partner-reviews",
    title: "고객 후기",
    lead: "고객이 후기 작성 링크로 남긴 후기입니다. 내용은 고칠 수 없고, 홈페이지에 보일지만 정합니다.",
    fields: [{ kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" }],
    creatable: false,
  }),
  contentScreen({
    key: "board-types",
    title: "게시판",
    lead: "게시판(/boards)과 고객센터 게시판(/cscenter/boards)의 설정입니다. 순서는 메뉴에 보이는 순서입니다.",
    fields: [
      { kind: "text", name: "name", label: "게시판 이름" },
      { kind: "textarea", name: "description", label: "설명", nullable: true },
      {
        kind: "select",
        name: "area",
        label: "위치",
        options: [
          { value: "BOARD", label: "게시판 (병원이 글을 씀)" },
          { value: "CSCENTER", label: "고객센터 게시판 (고객이 글을 씀)" },
        ],
        hint: "위치를 바꾸면 이미 있는 글은 원래 위치로 되돌릴 때까지 보이지 않습니다.",
      },
      {
        kind: "select",
        name: "layout",
        label: "모양",
        options: [
          { value: "LIST", label: "목록형" },
          { value: "GALLERY", label: "갤러리형 (대표 이미지 카드)" },
        ],
      },
      {
        kind: "select",
        name: "postVisibility",
        label: "글 공개 방식",
        options: [
          { value: "PUBLIC", label: "모두 공개" },
          { value: "PRIVATE", label: "모두 비밀글" },
          { value: "CHOICE", label: "작성자가 선택" },
        ],
        hint: "고객센터 게시판에만 적용됩니다. 바꿔도 이미 쓴 글의 공개 여부는 그대로입니다.",
      },
      {
        kind: "checkbox",
        name: "writeRequiresLogin",
        label: "회원만 글쓰기",
        hint: "고객센터 게시판에만 적용됩니다.",
      },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: { layout: "LIST", area: "BOARD", postVisibility: "PUBLIC", isVisible: true },
  }),
  contentScreen({
    key: "boards",
    title: "게시글",
    lead: "게시판(/boards)의 글입니다. 상단 고정한 글이 먼저, 그다음 최근 글 순서로 보입니다.",
    fields: [
      {
        kind: "select",
        name: "boardTypeId",
        label: "게시판",
        source: "board-types",
        numeric: true,
        hint: "고객센터 게시판은 고를 수 없습니다.",
      },
      { kind: "text", name: "title", label: "제목" },
      {
        kind: "image",
        name: "thumbnailUrl",
        label: "대표 이미지",
        hint: "갤러리형 게시판의 카드에 보입니다.",
      },
      { kind: "richtext", name: "contentHtml", label: "내용" },
      { kind: "checkbox", name: "isPinned", label: "상단 고정" },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: { isVisible: true },
  }),
];
