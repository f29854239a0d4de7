import { z } from "zod";
import { boardAreas, boardLayouts, postVisibilities } from "../article";
import { RICH_TEXT_MAX } from "./content-rich-text";
import { image, optionalImage, optionalText, requiredText, wholeNumber } from "./fields";

// Console bodies of the articles (issue 11): before/after cases, the moderation of visitors' reviews, board
// settings and the posts of the article boards. A body is the whole entity; publishing writes it to the live row.

export const ARTICLE_TITLE_MAX = 100;
export const BEFORE_AFTER_DESCRIPTION_MAX = 1000;
export const TREATMENT_COUNT_MAX = 999;
export const BOARD_NAME_MAX = 50;
export const BOARD_DESCRIPTION_MAX = 300;

/** A row picked from another list, by id (JSON numbers; the message says where to pick it). */
const pickedId = (message: string) =>
  z.number(message).int(message).positive(message).max(2_147_483_647, message);

export const consoleBeforeAfterBodySchema = z.object({
  title: requiredText(ARTICLE_TITLE_MAX, "제목을 입력해 주세요."),
  description: optionalText(BEFORE_AFTER_DESCRIPTION_MAX),
  beforeImageUrl: image,
  afterImageUrl: image,
  /** The treatment the case shows; the site names it only while that treatment is listed. */
  productId: pickedId("시술을 목록에서 고르세요.").nullable(),
  treatmentCount: wholeNumber(1, TREATMENT_COUNT_MAX).nullable(),
  /** Not for minors: the site's home and treatment pages, which list cases for everyone, leave it out. */
  isNoYouth: z.boolean(),
  isVisible: z.boolean(),
});
export type ConsoleBeforeAfterBody = z.input<typeof consoleBeforeAfterBodySchema>;

/**
 * Visitors write reviews through their review links; the clinic only shows or hides them (the console's list
 * shows the text, rating and author). The words stay the visitor's: there is nothing else to edit.
 */
export const consolePartnerReviewBodySchema = z.object({
  isVisible: z.boolean(),
});
export type ConsolePartnerReviewBody = z.input<typeof consolePartnerReviewBodySchema>;

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, message);

export const consoleBoardTypeBodySchema = z.object({
  name: requiredText(BOARD_NAME_MAX, "게시판 이름을 입력해 주세요."),
  description: optionalText(BOARD_DESCRIPTION_MAX),
  layout: choice(boardLayouts, "목록형(LIST)이나 갤러리형(GALLERY)을 골라 주세요."),
  /** BOARD: the clinic's articles under /boards; CSCENTER: a customer board under /cscenter/boards. */
  area: choice(boardAreas, "게시판 위치를 골라 주세요."),
  /** Customer boards only: whether visitors' posts are public, private, or the writer's choice. */
  postVisibility: choice(postVisibilities, "글 공개 방식을 골라 주세요."),
  /** Customer boards only: guests may not write. */
  writeRequiresLogin: z.boolean(),
  isVisible: z.boolean(),
});
export type ConsoleBoardTypeBody = z.input<typeof consoleBoardTypeBodySchema>;

export const consoleBoardBodySchema = z.object({
  /** A board of this clinic in the BOARD area (customer boards hold visitors' posts, not these). */
  boardTypeId: pickedId("게시판을 목록에서 고르세요."),
  title: requiredText(ARTICLE_TITLE_MAX, "제목을 입력해 주세요."),
  contentHtml: z.string().max(RICH_TEXT_MAX, "본문이 너무 깁니다."),
  /** The card image of gallery boards. */
  thumbnailUrl: optionalImage,
  isPinned: z.boolean(),
  isVisible: z.boolean(),
});
export type ConsoleBoardBody = z.input<typeof consoleBoardBodySchema>;
