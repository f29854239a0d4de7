import { z } from "zod";
import { RICH_TEXT_MAX } from "./content-rich-text";
import { requiredText } from "./fields";

// Console bodies of the customer centre (issue 11).

export const consoleNoticeBodySchema = z.object({
  title: requiredText(200, "공지 제목을 입력해 주세요."),
  contentHtml: z.string().max(RICH_TEXT_MAX, "본문이 너무 깁니다."),
  isPinned: z.boolean(),
  isVisible: z.boolean(),
});
export type ConsoleNoticeBody = z.input<typeof consoleNoticeBodySchema>;
