import { type ContentScreen, contentScreen } from "../lib/fields";

export const NOTICE_SCREENS: ContentScreen[] = [
  contentScreen({
    key: "notices",
    title: "공지사항",
    lead: "고객센터 공지사항입니다. 상단 고정한 공지는 모든 페이지의 맨 위에 보입니다.",
    fields: [
      { kind: "text", name: "title", label: "제목" },
      { kind: "richtext", name: "contentHtml", label: "내용" },
      { kind: "checkbox", name: "isPinned", label: "상단 고정" },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: { isVisible: true },
  }),
];
