import { findClinicRow } from "@api/lib/clinic-rows";
import { insertOne } from "@api/lib/insert-one";
import { type Paging, type RowsPage, selectPage } from "@api/lib/table-page";
import { containsPattern } from "@api/lib/text-match";
import { and, asc, desc, eq, isNull, or, type SQL, schema, sql, type Tx } from "@clinic/db";

const { boardTypes, customerBoardAnswers: answers, customerBoardPosts: posts } = schema;

export type BoardTypeRow = typeof boardTypes.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;
export type PostInsert = Omit<typeof posts.$inferInsert, "id" | "createdAt" | "updatedAt" | "deletedAt">;

/** Customer boards are the board types of the customer centre; BOARD-area ones are the clinic's own articles. */
const CUSTOMER_AREA = "CSCENTER";

const isCustomerBoard = and(eq(boardTypes.isVisible, true), eq(boardTypes.area, CUSTOMER_AREA));

/** A visible customer board of this clinic. */
export async function findCustomerBoard(tx: Tx, partnerId: number, id: number): Promise<BoardTypeRow | null> {
  return findClinicRow(tx, boardTypes, partnerId, eq(boardTypes.id, id), isCustomerBoard);
}

function listedInBoard(partnerId: number, boardTypeId: number, keyword: string | undefined): SQL | undefined {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return and(
    eq(posts.partnerId, partnerId),
    eq(posts.boardTypeId, boardTypeId),
    isNull(posts.deletedAt),
    // Hidden by the clinic (console moderation): gone from the list as a deleted post is.
    eq(posts.isHidden, false),
    // Only public posts are searched: a match inside a private post would tell a stranger what it says.
    pattern === undefined
      ? undefined
      : and(
          eq(posts.isPrivate, false),
          or(sql`${posts.title} ilike ${pattern}`, sql`${posts.content} ilike ${pattern}`),
        ),
  );
}

// Spelled out with table names: drizzle leaves columns unqualified in a one-table select, which would make the
// correlated subquery compare the answers table with itself.
const answerCountOf = sql<number>`(select count(*) from customer_board_answers a
  where a.partner_id = customer_board_posts.partner_id and a.post_id = customer_board_posts.id)`.mapWith(
  Number,
);

/** One page of a board's posts that are not deleted, newest first, each with its number of answers. */
export async function findPosts(
  tx: Tx,
  partnerId: number,
  query: { boardTypeId: number; keyword?: string | undefined },
  paging: Paging,
): Promise<RowsPage<{ post: PostRow; answerCount: number }>> {
  const where = listedInBoard(partnerId, query.boardTypeId, query.keyword);
  const newestFirst = tx
    .select({ post: posts, answerCount: answerCountOf })
    .from(posts)
    .where(where)
    .orderBy(desc(posts.createdAt), desc(posts.id));
  return selectPage(tx, newestFirst.$dynamic(), posts, where, paging);
}

/**
 * A post (deleted ones too, so they can be told apart) of a visible customer board, with the board. A post the
 * clinic hid is not found at all: not read, opened, edited or deleted through the storefront, even by its writer.
 */
export async function findPost(
  tx: Tx,
  partnerId: number,
  id: number,
): Promise<{ post: PostRow; boardType: BoardTypeRow; answerCount: number } | null> {
  const [found] = await tx
    .select({ post: posts, boardType: boardTypes, answerCount: answerCountOf })
    .from(posts)
    .innerJoin(
      boardTypes,
      and(eq(boardTypes.partnerId, posts.partnerId), eq(boardTypes.id, posts.boardTypeId)),
    )
    .where(and(eq(posts.partnerId, partnerId), eq(posts.id, id), eq(posts.isHidden, false), isCustomerBoard));
  return found ?? null;
}

/** The clinic's answers under a post, oldest first. */
export async function findAnswers(tx: Tx, partnerId: number, postId: number): Promise<AnswerRow[]> {
  return tx
    .select()
    .from(answers)
    .where(and(eq(answers.partnerId, partnerId), eq(answers.postId, postId)))
    .orderBy(asc(answers.createdAt), asc(answers.id));
}

export async function insertPost(tx: Tx, values: PostInsert): Promise<PostRow> {
  return insertOne(tx, posts, values, "customer post was not inserted");
}

/** Rewrites a post that is not deleted; null when it is (or has just been) deleted. */
export async function updatePost(
  tx: Tx,
  partnerId: number,
  id: number,
  values: { title: string; content: string; isPrivate: boolean },
): Promise<PostRow | null> {
  const [row] = await tx
    .update(posts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(posts.partnerId, partnerId), eq(posts.id, id), isNull(posts.deletedAt)))
    .returning();
  return row ?? null;
}

/** Marks a post deleted (the row and its answers stay); false when it already was. */
export async function markPostDeleted(tx: Tx, partnerId: number, id: number): Promise<boolean> {
  const rows = await tx
    .update(posts)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(posts.partnerId, partnerId), eq(posts.id, id), isNull(posts.deletedAt)))
    .returning({ id: posts.id });
  return rows.length > 0;
}
