import { oneOf } from "@api/lib/enums";
import { HttpError } from "@api/lib/http-error";
import { inArray, schema, sql } from "@clinic/db";
import { boardAreas, boardLayouts, consoleBoardTypeBodySchema, postVisibilities } from "@clinic/shared";
import { tableEntity } from "../../table-entity";

const { boardTypes, boards, customerBoardPosts } = schema;

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
export const boardTypeEntity = tableEntity({
  key: "board-types",
  label: "게시판",
  body: consoleBoardTypeBodySchema,
  table: boardTypes,
  visible: "isVisible",
  order: "weight",
  list: (t) => ({
    title: t.name,
    subtitle: sql<string>`concat_ws(' · ',
      case when ${t.area} = 'CSCENTER' then '고객센터 게시판' else '게시판' end,
      case when ${t.layout} = 'GALLERY' then '갤러리형' else '목록형' end,
      '글 ' || ${postCount} || '개')`,
    search: [t.name, t.description],
  }),
  fields: ["name", "description", "layout", "area", "postVisibility", "writeRequiresLogin", "isVisible"],
  // Stored values outside the choices (written by other means) read as the site treats them (toBoardType).
  more: (_tx, row) => ({
    layout: oneOf(boardLayouts, row.layout, "LIST"),
    area: oneOf(boardAreas, row.area, "BOARD"),
    postVisibility: oneOf(postVisibilities, row.postVisibility, "PUBLIC"),
  }),
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
});
