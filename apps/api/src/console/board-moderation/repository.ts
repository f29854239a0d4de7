import type { AnswerRow, PostRow } from "@api/customer/customer-boards/repository";
import type { Locking } from "@api/lib/clinic-rows";
import { insertOne } from "@api/lib/insert-one";
import type { Paging, RowsPage } from "@api/lib/table-page";
import { containsPattern } from "@api/lib/text-match";
import { and, asc, count, desc, eq, isNull, or, type SQL, schema, sql, type Tx } from "@clinic/db";
import type { AnswerFilter } from "@clinic/shared";

const { boardTypes, customerBoardAnswers: answers, customerBoardPosts: posts, partners } = schema;

/** Visitors write on the customer centre's boards; BOARD-area boards hold the clinic's own articles. */
const CUSTOMER_AREA = "CSCENTER";

export interface PostListFilter {
  boardTypeId?: number | undefined;
  q?: string | undefined;
  answer: AnswerFilter;
  includeHidden: boolean;
  includeDeleted: boolean;
}

export interface FoundPost {
  post: PostRow;
  boardName: string;
  answerCount: number;
}

// Spelled out with table names (as in customer-boards): drizzle leaves columns unqualified in places, which
// would make the correlated subquery compare the answers table with itself.
const answerCountOf = sql<number>`(select count(*) from customer_board_answers a
  where a.partner_id = customer_board_posts.partner_id and a.post_id = customer_board_posts.id)`.mapWith(
  Number,
);

const byAnswers = (answer: AnswerFilter): SQL | undefined =>
  answer === "answered"
    ? sql`${answerCountOf} > 0`
    : answer === "unanswered"
      ? sql`${answerCountOf} = 0`
      : undefined;

/** Posts of the clinic's customer boards (hidden boards too: the clinic still moderates them). */
const onCustomerBoard = and(
  eq(boardTypes.partnerId, posts.partnerId),
  eq(boardTypes.id, posts.boardTypeId),
  eq(boardTypes.area, CUSTOMER_AREA),
);

/** The clinic's customer boards, in the storefront's order. */
export async function findCustomerBoards(tx: Tx, partnerId: number) {
  return tx
    .select({ id: boardTypes.id, name: boardTypes.name, isVisible: boardTypes.isVisible })
    .from(boardTypes)
    .where(and(eq(boardTypes.partnerId, partnerId), eq(boardTypes.area, CUSTOMER_AREA)))
    .orderBy(asc(boardTypes.weight), asc(boardTypes.id));
}

/** One page of posts, newest first. A keyword searches private posts too: the clinic may read them. */
export async function findPosts(
  tx: Tx,
  partnerId: number,
  filter: PostListFilter,
  paging: Paging,
): Promise<RowsPage<FoundPost>> {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const where = and(
    eq(posts.partnerId, partnerId),
    filter.boardTypeId === undefined ? undefined : eq(posts.boardTypeId, filter.boardTypeId),
    filter.includeHidden ? undefined : eq(posts.isHidden, false),
    filter.includeDeleted ? undefined : isNull(posts.deletedAt),
    byAnswers(filter.answer),
    pattern === undefined
      ? undefined
      : or(
          sql`${posts.title} ilike ${pattern}`,
          sql`${posts.content} ilike ${pattern}`,
          sql`${posts.authorName} ilike ${pattern}`,
        ),
  );
  const rows = await tx
    .select({ post: posts, boardName: boardTypes.name, answerCount: answerCountOf })
    .from(posts)
    .innerJoin(boardTypes, onCustomerBoard)
    .where(where)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const [counted] = await tx
    .select({ n: count() })
    .from(posts)
    .innerJoin(boardTypes, onCustomerBoard)
    .where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** A post of a customer board, deleted or hidden ones included. */
export async function findPost(
  tx: Tx,
  partnerId: number,
  id: number,
  options: Locking = {},
): Promise<FoundPost | null> {
  const query = tx
    .select({ post: posts, boardName: boardTypes.name, answerCount: answerCountOf })
    .from(posts)
    .innerJoin(boardTypes, onCustomerBoard)
    .where(and(eq(posts.partnerId, partnerId), eq(posts.id, id)));
  // Locks the post only: hide, delete and answers of one post wait for each other.
  const [found] = options.forUpdate ? await query.for("update", { of: posts }) : await query;
  return found ?? null;
}

export async function insertAnswer(
  tx: Tx,
  values: { partnerId: number; postId: number; authorName: string; contentHtml: string },
): Promise<AnswerRow> {
  return insertOne(tx, answers, values, "answer was not inserted");
}

/** Rewrites an answer of the post; false when the post has no such answer. */
export async function updateAnswer(
  tx: Tx,
  partnerId: number,
  postId: number,
  answerId: number,
  values: { authorName?: string; contentHtml: string },
): Promise<boolean> {
  const rows = await tx
    .update(answers)
    .set(values)
    .where(and(eq(answers.partnerId, partnerId), eq(answers.postId, postId), eq(answers.id, answerId)))
    .returning({ id: answers.id });
  return rows.length > 0;
}

export async function deleteAnswer(
  tx: Tx,
  partnerId: number,
  postId: number,
  answerId: number,
): Promise<boolean> {
  const rows = await tx
    .delete(answers)
    .where(and(eq(answers.partnerId, partnerId), eq(answers.postId, postId), eq(answers.id, answerId)))
    .returning({ id: answers.id });
  return rows.length > 0;
}

export async function setPostHidden(tx: Tx, partnerId: number, id: number, hidden: boolean): Promise<void> {
  await tx
    .update(posts)
    .set({ isHidden: hidden })
    .where(and(eq(posts.partnerId, partnerId), eq(posts.id, id)));
}

/** The clinic's name, which signs an answer given without a name (as the demo's answers are signed). */
export async function findClinicName(tx: Tx, partnerId: number): Promise<string> {
  const [row] = await tx
    .select({ name: partners.partnerName })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row?.name ?? "병원";
}
