import { TERM_TARGET_LABELS, TERM_TITLE_LABELS, termTargets, termTitles } from "@clinic/shared";
import { type ContentScreen, contentScreen } from "../lib/fields";

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The customer centre after its notices: FAQ groups and questions, after-care notices, terms with versions. */
export const CSCENTER_SCREENS: ContentScreen[] = [
  contentScreen({
    key: "faq-groups",
    title: "FAQ 분류",
    lead: "자주 묻는 질문 화면의 분류 제목입니다. 숨긴 분류의 질문은 홈페이지에 나오지 않습니다.",
    fields: [
      { kind: "text", name: "name", label: "분류 이름" },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: { isVisible: true },
  }),
  contentScreen({
    key: "faqs",
    title: "자주 묻는 질문",
    lead: "자주 묻는 질문 화면의 질문과 답변입니다. 분류 순서대로, 분류 안에서는 이 목록의 순서대로 보입니다.",
    fields: [
      { kind: "select", name: "faqGroupId", label: "분류", source: "faq-groups", numeric: true },
      { kind: "text", name: "question", label: "질문" },
      { kind: "richtext", name: "answerHtml", label: "답변" },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: { isVisible: true },
  }),
  contentScreen({
    key: "after-notices",
    title: "시술 후 주의사항",
    lead: "시술을 받은 고객에게 링크로 보내는 주의사항입니다. 링크에 담긴 항목만 이 목록의 순서대로 보입니다.",
    fields: [
      { kind: "text", name: "title", label: "제목" },
      { kind: "richtext", name: "contentHtml", label: "내용" },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: { isVisible: true },
  }),
  contentScreen({
    key: "terms",
    title: "약관",
    lead:
      "이용약관, 개인정보처리방침, 마케팅 수신 동의입니다. 버전·내용·시행일을 바꿔 게시하면 새 버전이 추가되고 " +
      "이전 버전은 그대로 남습니다. 홈페이지는 시행일이 지난 가장 최근 버전을 보여 줍니다.",
    fields: [
      {
        kind: "select",
        name: "termTitle",
        label: "약관 종류",
        options: choices(termTitles, TERM_TITLE_LABELS),
      },
      { kind: "select", name: "target", label: "대상", options: choices(termTargets, TERM_TARGET_LABELS) },
      { kind: "text", name: "title", label: "제목" },
      { kind: "checkbox", name: "isRequired", label: "필수 동의" },
      {
        kind: "text",
        name: "version",
        label: "버전",
        placeholder: "1.1",
        hint: "새 버전은 새 번호로 입력해 주세요.",
      },
      {
        kind: "date",
        name: "effectiveDate",
        label: "시행일",
        hint: "최근 버전의 시행일과 같거나 뒤여야 합니다. 미래 날짜면 그날부터 보입니다.",
      },
      { kind: "richtext", name: "contentHtml", label: "약관 내용" },
      { kind: "checkbox", name: "isVisible", label: "홈페이지에 표시" },
    ],
    defaults: {
      termTitle: "TERMS_OF_SERVICE",
      target: "CUSTOMER",
      isRequired: true,
      isVisible: true,
      version: "1.0",
    },
  }),
];
