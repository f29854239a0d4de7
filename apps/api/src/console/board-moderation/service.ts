import { recordAudit } from "@api/console/audit/repository";
import { findAnswers, markPostDeleted } from "@api/customer/customer-boards/repository";
import { HttpError, notFound } from "@api/lib/http-error";
import { type Database, type Tx, withTenant } from "@clinic/db";
import {
  type AnswerFilter,
  type ConsoleBoardAnswerBody,
  type ConsoleBoardPost,
  type ConsoleBoardPostList,
  type ConsoleBoardPostRow,
  errorMessages,
  inboxMessages,
  type Staff,
} from "@clinic/shared";
import { richTextToPlainText, sanitizeRichText } from "@clinic/shared/rich-text";
import {
  deleteAnswer,
  type FoundPost,
  findClinicName,
  findCustomerBoards,
  findPost,
  findPosts,
  insertAnswer,
  setPostHidden,
  updateAnswer,
} from "./repository";

export interface PostListInput {
  boardTypeId?: number | undefined;
  q?: string | undefined;
  answer: AnswerFilter;
  includeHidden: boolean;
  includeDeleted: boolean;
  page: number;
  size: number;
}

const postNotFound = () => notFound("customer post not found");
const deletedPost = () => new HttpError(409, "customer post deleted", inboxMessages.deletedPost);
const answerNotFound = () => new HttpError(404, "answer not found", inboxMessages.answerNotFound);

/** Media (an image, a video) counts as content; markup alone ("<p></p>") does not. */
const MEDIA = /<(img|iframe)\b/i;

/** The answer's HTML as the storefront shows it; 400 naming the field when nothing is left to read. */
function cleanAnswer(html: string): string {
  const clean = sanitizeRichText(html);
  if (richTextToPlainText(clean) === "" && !MEDIA.test(clean)) {
    throw new HttpError(400, "validation failed", errorMessages.badRequest, [
      { path: "body.contentHtml", message: inboxMessages.answerEmpty },
    ]);
  }
  return clean;
}

function toRow({ post, boardName, answerCount }: FoundPost): ConsoleBoardPostRow {
  return {
    id: post.id,
    boardTypeId: post.boardTypeId,
    boardName,
    title: post.title,
    authorName: post.authorName,
    isPrivate: post.isPrivate,
    isGuest: post.customerId === null,
    isHidden: post.isHidden,
    answerCount,
    createdAt: post.createdAt.toISOString(),
    deletedAt: post.deletedAt?.toISOString() ?? null,
  };
}

/**
 * Customer-board moderation in the console: the clinic reads every post (private ones too, the author unmasked),
 * answers, hides and deletes. Every change is audited in the transaction that makes it.
 */
export function createBoardModeration(database: Database) {
  const tenant = <T>(partnerId: number, work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, work);

  const detail = async (tx: Tx, partnerId: number, id: number): Promise<ConsoleBoardPost> => {
    const found = await findPost(tx, partnerId, id);
    if (!found) throw postNotFound();
    const answers = await findAnswers(tx, partnerId, id);
    return {
      ...toRow(found),
      content: found.post.content,
      updatedAt: found.post.updatedAt.toISOString(),
      answers: answers.map((answer) => ({
        id: answer.id,
        authorName: answer.authorName,
        contentHtml: sanitizeRichText(answer.contentHtml),
        createdAt: answer.createdAt.toISOString(),
      })),
    };
  };

  /** The post locked for a change; 404 when unknown, 409 when deleted (a deleted post takes no more changes). */
  const livePost = async (tx: Tx, partnerId: number, id: number): Promise<FoundPost> => {
    const found = await findPost(tx, partnerId, id, { forUpdate: true });
    if (!found) throw postNotFound();
    if (found.post.deletedAt !== null) throw deletedPost();
    return found;
  };

  return {
    list: (partnerId: number, input: PostListInput): Promise<ConsoleBoardPostList> =>
      tenant(partnerId, async (tx) => {
        const found = await findPosts(tx, partnerId, input, {
          limit: input.size,
          offset: (input.page - 1) * input.size,
        });
        return {
          rows: found.rows.map(toRow),
          total: found.total,
          page: input.page,
          size: input.size,
          boards: await findCustomerBoards(tx, partnerId),
        };
      }),

    get: (partnerId: number, id: number) => tenant(partnerId, (tx) => detail(tx, partnerId, id)),

    answer: (partnerId: number, staff: Staff, postId: number, body: ConsoleBoardAnswerBody) =>
      tenant(partnerId, async (tx) => {
        await livePost(tx, partnerId, postId);
        const contentHtml = cleanAnswer(body.contentHtml);
        const authorName = body.authorName ?? (await findClinicName(tx, partnerId));
        const answer = await insertAnswer(tx, { partnerId, postId, authorName, contentHtml });
        await recordAudit(tx, partnerId, staff, {
          action: "customer-post.answer",
          target: `customer-post:${postId}`,
          detail: { answerId: answer.id },
        });
        return detail(tx, partnerId, postId);
      }),

    updateAnswer: (
      partnerId: number,
      staff: Staff,
      postId: number,
      answerId: number,
      body: ConsoleBoardAnswerBody,
    ) =>
      tenant(partnerId, async (tx) => {
        await livePost(tx, partnerId, postId);
        const contentHtml = cleanAnswer(body.contentHtml);
        const values =
          body.authorName === undefined ? { contentHtml } : { contentHtml, authorName: body.authorName };
        if (!(await updateAnswer(tx, partnerId, postId, answerId, values))) throw answerNotFound();
        await recordAudit(tx, partnerId, staff, {
          action: "customer-post.answer-update",
          target: `customer-post:${postId}`,
          detail: { answerId },
        });
        return detail(tx, partnerId, postId);
      }),

    deleteAnswer: (partnerId: number, staff: Staff, postId: number, answerId: number) =>
      tenant(partnerId, async (tx) => {
        await livePost(tx, partnerId, postId);
        if (!(await deleteAnswer(tx, partnerId, postId, answerId))) throw answerNotFound();
        await recordAudit(tx, partnerId, staff, {
          action: "customer-post.answer-delete",
          target: `customer-post:${postId}`,
          detail: { answerId },
        });
        return detail(tx, partnerId, postId);
      }),

    /** Hides a post from the storefront or shows it again; asking for its current state records nothing. */
    setHidden: (partnerId: number, staff: Staff, id: number, hidden: boolean) =>
      tenant(partnerId, async (tx) => {
        const found = await livePost(tx, partnerId, id);
        if (found.post.isHidden !== hidden) {
          await setPostHidden(tx, partnerId, id, hidden);
          await recordAudit(tx, partnerId, staff, {
            action: hidden ? "customer-post.hide" : "customer-post.show",
            target: `customer-post:${id}`,
          });
        }
        return detail(tx, partnerId, id);
      }),

    /** Marks a post deleted, as its writer's own delete does: the row and its answers stay. */
    remove: (partnerId: number, staff: Staff, id: number) =>
      tenant(partnerId, async (tx) => {
        const found = await livePost(tx, partnerId, id);
        await markPostDeleted(tx, partnerId, id);
        await recordAudit(tx, partnerId, staff, {
          action: "customer-post.delete",
          target: `customer-post:${id}`,
          detail: { boardTypeId: found.post.boardTypeId },
        });
      }),
  };
}

export type BoardModeration = ReturnType<typeof createBoardModeration>;
