import { findLiveCustomer } from "@api/customer/customers-core/repository";
import { createAttemptDelay } from "@api/lib/attempt-delay";
import { oneOf } from "@api/lib/enums";
import { HttpError, notFound } from "@api/lib/http-error";
import type { RateLimiter } from "@api/lib/rate-limit";
import { sessionRequired } from "@api/plugins/customer-session";
import { toBoardType } from "@api/storefront/boards/service";
import { type Database, type Tx, withTenant } from "@clinic/db";
import { hashPassword } from "@clinic/db/passwords";
import {
  type CustomerPostDetail,
  type CustomerPostPage,
  customerPostMessages,
  type PostVisibility,
  postVisibilities,
} from "@clinic/shared";
import { createPostAccess, isOwnPost, missingFields, type Viewer, WRITE_RULE } from "./post-access";
import { toDetail, toSummary } from "./present";
import {
  type BoardTypeRow,
  findAnswers,
  findCustomerBoard,
  findPost,
  findPosts,
  insertPost,
  markPostDeleted,
  updatePost,
} from "./repository";

export type { Viewer } from "./post-access";

export interface CustomerPostInput {
  boardTypeId: number;
  title: string;
  content: string;
  authorName?: string | undefined;
  password?: string | undefined;
  isPrivate?: boolean | undefined;
}
export interface CustomerPostChanges {
  title: string;
  content: string;
  isPrivate?: boolean | undefined;
  password?: string | undefined;
}

export interface CustomerBoardService {
  /** One page of a visible customer board's posts, newest first; private ones locked. 404 for any other board. */
  list(
    partnerId: number,
    query: { boardTypeId: number; keyword?: string | undefined; page: number; pageSize: number },
    viewer: Viewer,
  ): Promise<CustomerPostPage>;
  /** Writes a post (guests sign with a name and a password); answers it unlocked for its writer. */
  create(partnerId: number, input: CustomerPostInput, viewer: Viewer): Promise<CustomerPostDetail>;
  /** A post, locked when private and not the viewer's own. */
  get(partnerId: number, id: number, viewer: Viewer): Promise<CustomerPostDetail>;
  /** A post unlocked with its password (a public post needs none). */
  open(
    partnerId: number,
    id: number,
    password: string | undefined,
    viewer: Viewer,
    field: string,
  ): Promise<CustomerPostDetail>;
  /** Rewrites a post the writer proves to be theirs; refused once the clinic has answered. */
  update(
    partnerId: number,
    id: number,
    changes: CustomerPostChanges,
    viewer: Viewer,
  ): Promise<CustomerPostDetail>;
  /** Marks a post the writer proves to be theirs as deleted (a member's own post needs no password). */
  remove(partnerId: number, id: number, password: string | undefined, viewer: Viewer): Promise<void>;
}

/** The name of the signed-in member writing; 401 when the account is gone. */
async function memberName(tx: Tx, partnerId: number, viewer: Viewer): Promise<string> {
  const member = viewer.customerId === null ? null : await findLiveCustomer(tx, partnerId, viewer.customerId);
  if (!member) throw sessionRequired();
  return member.name;
}

const deletedPost = () => new HttpError(404, "customer post deleted", customerPostMessages.deleted);

const visibilityOf = (board: BoardTypeRow): PostVisibility =>
  oneOf(postVisibilities, board.postVisibility, "PUBLIC");

/** The board decides, except on CHOICE boards where the writer does (public unless they ask). */
function privacyFor(board: BoardTypeRow, wanted: boolean | undefined, current: boolean): boolean {
  const visibility = visibilityOf(board);
  if (visibility === "CHOICE") return wanted ?? current;
  return visibility === "PRIVATE";
}

export function createCustomerBoardService(database: Database, limiter: RateLimiter): CustomerBoardService {
  const access = createPostAccess(createAttemptDelay(database));
  const tenant = <T>(partnerId: number, fn: (tx: Tx) => Promise<T>) => withTenant(database.db, partnerId, fn);

  /** A post that exists and is not deleted: 404 otherwise, saying so for a deleted one. */
  async function livePost(partnerId: number, id: number) {
    const found = await tenant(partnerId, (tx) => findPost(tx, partnerId, id));
    if (!found) throw notFound("customer post not found");
    if (found.post.deletedAt !== null) throw deletedPost();
    return found;
  }

  async function detail(
    partnerId: number,
    found: Awaited<ReturnType<typeof livePost>>,
    unlocked: boolean,
    viewer: Viewer,
  ) {
    const visible = unlocked || !found.post.isPrivate;
    const answers = visible ? await tenant(partnerId, (tx) => findAnswers(tx, partnerId, found.post.id)) : [];
    return toDetail(found, answers, unlocked, isOwnPost(found.post, viewer));
  }

  return {
    async list(partnerId, { boardTypeId, keyword, page, pageSize }, viewer) {
      const found = await tenant(partnerId, async (tx) => {
        const boardType = await findCustomerBoard(tx, partnerId, boardTypeId);
        if (!boardType) return null;
        const paging = { limit: pageSize, offset: (page - 1) * pageSize };
        return { boardType, ...(await findPosts(tx, partnerId, { boardTypeId, keyword }, paging)) };
      });
      if (!found) throw notFound("customer board not found");
      return {
        rows: found.rows.map(({ post, answerCount }) =>
          toSummary(post, answerCount, isOwnPost(post, viewer), isOwnPost(post, viewer)),
        ),
        total: found.total,
        page,
        pageSize,
        boardType: toBoardType(found.boardType),
      };
    },

    async create(partnerId, input, viewer) {
      const board = await tenant(partnerId, (tx) => findCustomerBoard(tx, partnerId, input.boardTypeId));
      if (!board) throw notFound("customer board not found");
      const guest = viewer.customerId === null;
      if (guest && board.writeRequiresLogin) {
        throw new HttpError(401, "login required", customerPostMessages.loginRequired);
      }
      if (guest && (input.authorName === undefined || input.password === undefined)) {
        throw missingFields([
          ...(input.authorName === undefined ? ["body.authorName"] : []),
          ...(input.password === undefined ? ["body.password"] : []),
        ]);
      }
      const ipKey = `${partnerId}:${viewer.ip}`;
      await limiter.assertAllowed(WRITE_RULE, ipKey, customerPostMessages.tooManyPosts);
      await limiter.hit(WRITE_RULE, ipKey);
      const passwordHash = guest ? await hashPassword(input.password as string) : null;
      const post = await tenant(partnerId, async (tx) => {
        // A member signs with the name on their account (a guest's own name or password is not asked for);
        // looked up here so an account withdrawn since the session was checked cannot post.
        const authorName = guest ? (input.authorName as string) : await memberName(tx, partnerId, viewer);
        return insertPost(tx, {
          partnerId,
          boardTypeId: board.id,
          customerId: viewer.customerId,
          authorName,
          passwordHash,
          title: input.title,
          content: input.content,
          isPrivate: privacyFor(board, input.isPrivate, false),
        });
      });
      return toDetail({ post, boardType: board, answerCount: 0 }, [], true, !guest);
    },

    async get(partnerId, id, viewer) {
      const found = await livePost(partnerId, id);
      return detail(partnerId, found, isOwnPost(found.post, viewer), viewer);
    },

    async open(partnerId, id, password, viewer, field) {
      const found = await livePost(partnerId, id);
      if (found.post.isPrivate) await access.assertWriter(partnerId, found.post, password, viewer, field);
      return detail(partnerId, found, true, viewer);
    },

    async update(partnerId, id, changes, viewer) {
      const found = await livePost(partnerId, id);
      await access.assertWriter(partnerId, found.post, changes.password, viewer, "body.password");
      const updated = await tenant(partnerId, async (tx) => {
        // Looked up inside the write, so an answer that arrived while the password was checked still blocks it.
        const answers = await findAnswers(tx, partnerId, id);
        if (answers.length > 0) {
          throw new HttpError(409, "post already answered", customerPostMessages.answeredNoEdit);
        }
        return updatePost(tx, partnerId, id, {
          title: changes.title,
          content: changes.content,
          isPrivate: privacyFor(found.boardType, changes.isPrivate, found.post.isPrivate),
        });
      });
      if (!updated) throw deletedPost();
      return toDetail({ ...found, post: updated, answerCount: 0 }, [], true, isOwnPost(updated, viewer));
    },

    async remove(partnerId, id, password, viewer) {
      const found = await livePost(partnerId, id);
      await access.assertWriter(partnerId, found.post, password, viewer, "body.password");
      const deleted = await tenant(partnerId, (tx) => markPostDeleted(tx, partnerId, id));
      if (!deleted) throw deletedPost();
    },
  };
}
