import { toBoardType } from "@api/storefront/boards/service";
import {
  type CustomerPostAnswer,
  type CustomerPostDetail,
  type CustomerPostSummary,
  PRIVATE_POST_TITLE,
} from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import { maskAuthorName } from "./masking";
import type { AnswerRow, BoardTypeRow, PostRow } from "./repository";

/**
 * What a visitor may see of a post. A private post stays locked (placeholder title, masked author, no text, no
 * answers) unless `unlocked`: its password was given, or (issue 6) the member who wrote it is asking.
 * The password hash never leaves this module: these mappers name every field they answer.
 */
export function toSummary(
  post: PostRow,
  answerCount: number,
  unlocked: boolean,
  mine = false,
): CustomerPostSummary {
  const isLocked = post.isPrivate && !unlocked;
  return {
    id: post.id,
    boardTypeId: post.boardTypeId,
    title: isLocked ? PRIVATE_POST_TITLE : post.title,
    authorName: isLocked ? maskAuthorName(post.authorName) : post.authorName,
    isPrivate: post.isPrivate,
    isLocked,
    isGuest: post.customerId === null,
    isMine: mine,
    answerCount,
    createdAt: post.createdAt.toISOString(),
  };
}

function toAnswer(answer: AnswerRow): CustomerPostAnswer {
  return {
    id: answer.id,
    authorName: answer.authorName,
    // The clinic writes answers as rich text; sanitised here too so rows written by other means stay safe.
    contentHtml: sanitizeRichText(answer.contentHtml),
    createdAt: answer.createdAt.toISOString(),
  };
}

export function toDetail(
  found: { post: PostRow; boardType: BoardTypeRow; answerCount: number },
  answers: AnswerRow[],
  unlocked: boolean,
  mine = false,
): CustomerPostDetail {
  const summary = toSummary(found.post, found.answerCount, unlocked, mine);
  return {
    ...summary,
    content: summary.isLocked ? null : found.post.content,
    answers: summary.isLocked ? [] : answers.map(toAnswer),
    updatedAt: found.post.updatedAt.toISOString(),
    boardType: toBoardType(found.boardType),
  };
}
