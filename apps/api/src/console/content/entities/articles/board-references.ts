import { HttpError } from "@api/lib/http-error";
import { and, eq, isNull, schema, type Tx } from "@clinic/db";

const { boardTypes } = schema;

/**
 * A post's board must be a live article board of this clinic (row-level security hides other clinics'). Customer
 * boards (area CSCENTER) hold visitors' posts in another table: a post put there would show nowhere.
 */
export async function requireArticleBoard(tx: Tx, boardTypeId: number): Promise<void> {
  const [row] = await tx
    .select({ id: boardTypes.id })
    .from(boardTypes)
    .where(and(eq(boardTypes.id, boardTypeId), eq(boardTypes.area, "BOARD"), isNull(boardTypes.deletedAt)));
  if (!row) {
    const message = "게시판을 목록에서 고르세요. 고객센터 게시판에는 글을 쓸 수 없습니다.";
    throw new HttpError(400, "unknown body.boardTypeId", message, [{ path: "body.boardTypeId", message }]);
  }
}
