import { HttpError } from "@api/lib/http-error";
import { asc, eq, inArray, schema, sql } from "@clinic/db";
import { type ConsoleBoardTypeBody, consoleBoardTypeBodySchema } from "@clinic/shared";
import type { z } from "zod";
import type { ContentEntity } from "../../entity";

const { boardTypes, boards, customerBoardPosts } = schema;
type Body = z.output<typeof consoleBoardTypeBodySchema>;

/**
 * Posts of a board that are not in the trash: article posts (boards) on BOARD boards, visitors' posts on customer
 * boards. Shown in the list so nobody empties the trash of a board without seeing what goes with it (posts are
 * deleted with their board).
 */
const postCount = sql<number>`case when ${boardTypes.area} = 'CSCENTER'
  then (select count(*) from ${customerBoardPosts} where ${customerBoardPosts.boardTypeId} = ${boardTypes.id}
    and ${customerBoardPosts.deletedAt} is null)
  else (select count(*) from ${boards} where ${boards.boardTypeId} = ${boardTypes.id}
    and ${boards.deletedAt} is null) end`;

/**
 * A board's page: customer boards live under /cscenter. The area is in the live body; the console passes it when
 * it has one (without it, the article board's path).
 */
export function boardTypePreviewPath(id: number, live?: Record<string, unknown>): string {
  return live?.area === "CSCENTER" ? `/cscenter/boards/${id}` : `/boards/${id}`;
}

/**
 * Boards: article boards under /boards (the clinic writes the posts) and customer boards under /cscenter/boards
 * (visitors write; the customer centre lists them). The weight orders both the site's menus of boards.
 */
export const boardTypeEntity: ContentEntity<Body> = {
  key: "board-types",
  label: "게시판",
  body: consoleBoardTypeBodySchema,
  columns: {
    table: boardTypes,
    id: boardTypes.id,
    deletedAt: boardTypes.deletedAt,
    visible: boardTypes.isVisible,
    weight: boardTypes.weight,
    order: [asc(boardTypes.weight)],
    title: boardTypes.name,
    subtitle: sql<string>`concat_ws(' · ',
      case when ${boardTypes.area} = 'CSCENTER' then '고객센터 게시판' else '게시판' end,
      case when ${boardTypes.layout} = 'GALLERY' then '갤러리형' else '목록형' end,
      '글 ' || ${postCount} || '개')`,
    search: [boardTypes.name, boardTypes.description],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(boardTypes).where(eq(boardTypes.id, id));
    if (!row) return null;
    // Stored values outside the choices (written by other means) read as the site treats them (toBoardType).
    const body: ConsoleBoardTypeBody = {
      name: row.name,
      description: row.description,
      layout: row.layout === "GALLERY" ? "GALLERY" : "LIST",
      area: row.area === "CSCENTER" ? "CSCENTER" : "BOARD",
      postVisibility:
        row.postVisibility === "PRIVATE" || row.postVisibility === "CHOICE" ? row.postVisibility : "PUBLIC",
      writeRequiresLogin: row.writeRequiresLogin,
      isVisible: row.isVisible,
    };
    return body;
  },
  async create(tx, partnerId, body) {
    const [last] = await tx
      .select({ weight: sql<number>`coalesce(max(${boardTypes.weight}), 0)` })
      .from(boardTypes);
    const [row] = await tx
      .insert(boardTypes)
      .values({ ...body, isVisible: false, partnerId, weight: (last?.weight ?? 0) + 1 })
      .returning({ id: boardTypes.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  },
  async apply(tx, _partnerId, id, body) {
    await tx.update(boardTypes).set(body).where(eq(boardTypes.id, id));
  },
  previewPath: boardTypePreviewPath,
  // Both post tables cascade from board_types: purging a board with posts would delete visitors' posts silently.
  async beforePurge(tx, ids) {
    const [used] = await tx
      .select({
        n: sql<number>`(select count(*) from ${schema.boards} where ${inArray(schema.boards.boardTypeId, ids)})
          + (select count(*) from ${schema.customerBoardPosts} where ${inArray(schema.customerBoardPosts.boardTypeId, ids)})`,
      })
      .from(sql`(select 1) as one`);
    if (Number(used?.n ?? 0) > 0) {
      throw new HttpError(
        409,
        "board has posts",
        "글이 있는 게시판은 완전히 지울 수 없습니다. 휴지통에 두면 홈페이지에는 보이지 않습니다.",
      );
    }
  },
};
