import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { eq, schema } from "@clinic/db";
import { apiErrorSchema, boardDetailSchema, boardPageSchema, boardTypeSchema, listOf } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { type BoardFixture, insertBoardFixture } from "./board-fixtures";
import { BOARD_EXCERPT_LENGTH } from "./service";

describe("board routes", () => {
  const t = useTestApp();
  let bare: BoardFixture["bare"];
  let types: BoardFixture["types"];
  let posts: BoardFixture["posts"];

  beforeAll(async () => {
    ({ bare, types, posts } = await insertBoardFixture(t.database));
  });

  const get = (origin: string, url: string) => t.app.inject({ method: "GET", url, headers: site(origin) });
  const list = async (origin: string, query: string) => {
    const response = await get(origin, `/customer/boards${query}`);
    expect(response.statusCode, query).toBe(200);
    return boardPageSchema.parse(response.json());
  };
  const titles = async (query: string) => (await list(bare.host, query)).rows.map((row) => row.title);
  const detail = async (id: number) => {
    const response = await get(bare.host, `/customer/boards/${id}`);
    expect(response.statusCode).toBe(200);
    return boardDetailSchema.parse(response.json());
  };
  const fieldPaths = (body: unknown) => apiErrorSchema.parse(body).fields?.map((field) => field.path);

  it("answers a visible board, and 404 for a hidden, unknown or another clinic's board", async () => {
    const response = await get(bare.host, `/customer/board-types/${types.갤러리}`);
    expect(response.statusCode).toBe(200);
    expect(boardTypeSchema.parse(response.json())).toEqual({
      id: types.갤러리,
      name: "갤러리",
      description: null,
      layout: "GALLERY",
      area: "BOARD",
      postVisibility: "PUBLIC",
      writeRequiresLogin: false,
    });
    for (const [origin, id] of [
      [bare.host, types.숨김],
      [bare.host, 2_000_000_000],
      [LUMIERE, types.공지사항],
    ] as const) {
      expect((await get(origin, `/customer/board-types/${id}`)).statusCode, `${origin} ${id}`).toBe(404);
    }
  });

  it("lists the visible boards by weight, of one area when asked", async () => {
    const names = async (query: string) => {
      const response = await get(bare.host, `/customer/board-types${query}`);
      expect(response.statusCode).toBe(200);
      return listOf(boardTypeSchema)
        .parse(response.json())
        .rows.map((row) => row.name);
    };
    expect(await names("")).toEqual(["공지사항", "갤러리"]);
    expect(await names("?area=BOARD")).toEqual(["공지사항", "갤러리"]);
    expect(await names("?area=CSCENTER")).toEqual([]);
  });

  it("lists visible posts pinned first, then newest, ten per page, with the board", async () => {
    const first = await list(bare.host, `?boardTypeId=${types.공지사항}`);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.boardType).toMatchObject({ id: types.공지사항, name: "공지사항", layout: "LIST" });
    expect(first.rows.map((row) => row.title)).toEqual([
      "p7",
      "p3",
      "p12",
      "p11",
      "p10",
      "p9",
      "p8",
      "100% 만족",
      "p5",
      "p4",
    ]);
    expect(first.rows.slice(0, 2).every((row) => row.isPinned)).toBe(true);
    expect(await titles(`?boardTypeId=${types.공지사항}&page=2`)).toEqual(["p2", "p1"]);
    expect(await list(bare.host, `?boardTypeId=${types.공지사항}&page=3`)).toMatchObject({
      rows: [],
      total: 12,
    });
    expect(await titles(`?boardTypeId=${types.갤러리}`)).toEqual(["gallery"]);
  });

  it("answers a plain-text excerpt of each post", async () => {
    const rows = (await list(bare.host, `?boardTypeId=${types.공지사항}`)).rows;
    const byTitle = Object.fromEntries(rows.map((row) => [row.title, row]));
    expect(byTitle.p5?.excerpt).toBe("리프팅 후기");
    const long = byTitle.p8?.excerpt ?? "";
    expect(long.startsWith("안녕 가나다라")).toBe(true);
    expect(long).not.toContain("alert");
    expect(long.endsWith("…")).toBe(true);
    expect(Array.from(long).length).toBeLessThanOrEqual(BOARD_EXCERPT_LENGTH);
  });

  it("matches a keyword in the title or the text, never in markup, with LIKE wildcards literal", async () => {
    const board = `?boardTypeId=${types.공지사항}`;
    expect(await titles(`${board}&keyword=${encodeURIComponent("리프")}`)).toEqual(["p5"]);
    expect(await titles(`${board}&keyword=p1`)).toEqual(["p12", "p11", "p10", "p1"]);
    expect(await titles(`${board}&keyword=strong`)).toEqual([]);
    expect(await titles(`${board}&keyword=${encodeURIComponent("%")}`)).toEqual(["100% 만족"]);
    expect(await titles(`${board}&keyword=_`)).toEqual([]);
    expect((await list(bare.host, `${board}&keyword=%20`)).total).toBe(12);
  });

  it("answers 404 for a hidden, unknown or another clinic's board", async () => {
    for (const [origin, id] of [
      [bare.host, types.숨김],
      [bare.host, 2_000_000_000],
      [LUMIERE, types.공지사항],
    ] as const) {
      const response = await get(origin, `/customer/boards?boardTypeId=${id}`);
      expect(response.statusCode, `${origin} ${id}`).toBe(404);
    }
  });

  it("answers a post with its board and its neighbours in list order, leaving the view count as stored", async () => {
    const top = await detail(posts.p7 as number);
    expect(top.previous).toBeNull();
    expect(top.next).toEqual({ id: posts.p3, title: "p3" });
    const pinned = await detail(posts.p3 as number);
    expect([pinned.previous?.title, pinned.next?.title]).toEqual(["p7", "p12"]);
    // The hidden post created between p4 and p5 is skipped.
    const middle = await detail(posts.p4 as number);
    expect([middle.previous?.title, middle.next?.title]).toEqual(["p5", "p2"]);
    const last = await detail(posts.p1 as number);
    expect(last.previous).toEqual({ id: posts.p2, title: "p2" });
    expect(last.next).toBeNull();
    const gallery = await detail(posts.gallery as number);
    expect([gallery.previous, gallery.next]).toEqual([null, null]);
    expect(gallery.boardType.layout).toBe("GALLERY");

    const viewed = await detail(posts.p5 as number);
    expect(viewed).toMatchObject({ title: "p5", viewCount: 7, boardTypeId: types.공지사항 });
    expect(viewed.contentHtml).toBe("<div><p>리프팅 <strong>후기</strong></p></div>");
    expect((await detail(posts.p5 as number)).viewCount).toBe(7);
    expect((await detail(posts.p8 as number)).contentHtml).not.toContain("script");
  });

  it("answers 404 for a hidden post, a post of a hidden board and another clinic's post", async () => {
    for (const [origin, id] of [
      [bare.host, posts.hidden],
      [bare.host, posts["in hidden board"]],
      [bare.host, 2_000_000_000],
      [LUMIERE, posts.p1],
      [HANEUL, posts.p2],
    ] as const) {
      expect((await get(origin, `/customer/boards/${id}`)).statusCode, `${origin} ${id}`).toBe(404);
    }
  });

  it("answers both demo clinics' boards and posts only to their own site", async () => {
    for (const [own, other, partnerId] of [
      [LUMIERE, HANEUL, t.partnerIds.lumiere],
      [HANEUL, LUMIERE, t.partnerIds.haneul],
    ] as const) {
      const boardTypes = await t.database.db
        .select()
        .from(schema.boardTypes)
        .where(eq(schema.boardTypes.partnerId, partnerId));
      expect(boardTypes.length).toBeGreaterThan(0);
      for (const boardType of boardTypes.filter((row) => row.isVisible)) {
        const page = await list(own, `?boardTypeId=${boardType.id}`);
        expect(page.boardType.name).toBe(boardType.name);
        expect((await get(other, `/customer/boards?boardTypeId=${boardType.id}`)).statusCode).toBe(404);
        for (const row of page.rows.slice(0, 2)) {
          expect((await get(own, `/customer/boards/${row.id}`)).statusCode).toBe(200);
          expect((await get(other, `/customer/boards/${row.id}`)).statusCode).toBe(404);
        }
      }
    }
  });

  it.each([
    ["/customer/boards", "query.boardTypeId"],
    ["/customer/boards?boardTypeId=abc", "query.boardTypeId"],
    ["/customer/boards?boardTypeId=1&page=0", "query.page"],
    ["/customer/boards?boardTypeId=1&pageSize=500", "query.pageSize"],
    [`/customer/boards?boardTypeId=1&keyword=${"가".repeat(51)}`, "query.keyword"],
    ["/customer/boards/abc", "params.id"],
    ["/customer/board-types/abc", "params.id"],
    ["/customer/board-types/0", "params.id"],
    ["/customer/board-types?area=cscenter", "query.area"],
  ])("answers %s with 400 naming %s", async (url, path) => {
    const response = await get(LUMIERE, encodeURI(url));
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response.json())).toEqual([path]);
  });
});
