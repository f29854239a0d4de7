import { createTestApp, HANEUL, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { apiErrorSchema, noticeDetailSchema, noticePageSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertNoticeFixture, type NoticeFixture } from "./notice-fixtures";

describe("notice routes", () => {
  let t: TestApp;
  let bare: NoticeFixture["bare"];
  let notices: NoticeFixture["notices"];

  beforeAll(async () => {
    t = await createTestApp();
    ({ bare, notices } = await insertNoticeFixture(t.database));
  });
  afterAll(() => t.close());

  const get = (origin: string, url: string) => t.app.inject({ method: "GET", url, headers: site(origin) });
  const list = async (query: string) => {
    const response = await get(bare.host, `/customer/notices${query}`);
    expect(response.statusCode, query).toBe(200);
    return noticePageSchema.parse(response.json());
  };
  const titles = async (query: string) => {
    const page = await list(query);
    return { pinned: page.pinned.map((row) => row.title), rows: page.rows.map((row) => row.title) };
  };
  const detail = async (title: string) => {
    const response = await get(bare.host, `/customer/notices/${notices[title]}`);
    expect(response.statusCode, title).toBe(200);
    return noticeDetailSchema.parse(response.json());
  };

  it("heads every page with the pinned notices and pages the others newest first", async () => {
    const first = await list("?pageSize=4");
    expect(first).toMatchObject({ total: 10, page: 1, pageSize: 4 });
    expect(first.pinned.map((row) => [row.title, row.isPinned])).toEqual([
      ["n7", true],
      ["n3", true],
    ]);
    expect(first.rows.map((row) => row.title)).toEqual(["n12", "n11", "n10", "n9"]);
    expect(first.rows.every((row) => !row.isPinned)).toBe(true);
    expect(first.rows[0]?.createdAt).toBe("2025-03-01T00:12:00.000Z");
    // The hidden notice between n4 and n5 is never listed.
    expect(await titles("?pageSize=4&page=2")).toEqual({
      pinned: ["n7", "n3"],
      rows: ["n8", "100% 안내", "n5", "n4"],
    });
    expect(await titles("?pageSize=4&page=3")).toEqual({ pinned: ["n7", "n3"], rows: ["n2", "n1"] });
    expect(await list("?pageSize=4&page=4")).toMatchObject({ rows: [], total: 10 });
    expect((await list("")).pageSize).toBe(10);
  });

  it("matches a keyword in the title or the text, never in markup, with LIKE wildcards literal", async () => {
    expect(await titles(`?keyword=${encodeURIComponent("리프")}`)).toEqual({ pinned: [], rows: ["n5"] });
    expect(await titles("?keyword=n1")).toEqual({ pinned: [], rows: ["n12", "n11", "n10", "n1"] });
    expect(await titles("?keyword=n3")).toEqual({ pinned: ["n3"], rows: [] });
    expect(await titles(`?keyword=${encodeURIComponent("공지 7")}`)).toEqual({ pinned: ["n7"], rows: [] });
    expect(await titles("?keyword=strong")).toEqual({ pinned: [], rows: [] });
    expect(await titles(`?keyword=${encodeURIComponent("%")}`)).toEqual({ pinned: [], rows: ["100% 안내"] });
    expect(await titles("?keyword=_")).toEqual({ pinned: [], rows: [] });
    expect((await list("?keyword=%20")).total).toBe(10);
    expect(await list("?keyword=hidden")).toMatchObject({ pinned: [], rows: [], total: 0 });
  });

  it("answers a notice with its neighbours in list order, pinned first, skipping hidden ones", async () => {
    const top = await detail("n7");
    expect(top).toMatchObject({ id: notices.n7, title: "n7", isPinned: true, contentHtml: "<p>공지 7</p>" });
    expect(top.previous).toBeNull();
    expect(top.next).toEqual({ id: notices.n3, title: "n3" });
    const pinned = await detail("n3");
    expect([pinned.previous?.title, pinned.next?.title]).toEqual(["n7", "n12"]);
    const middle = await detail("n4");
    expect([middle.previous?.title, middle.next?.title]).toEqual(["n5", "n2"]);
    const last = await detail("n1");
    expect(last.previous).toEqual({ id: notices.n2, title: "n2" });
    expect(last.next).toBeNull();
  });

  it("answers the stored markup sanitised", async () => {
    expect((await detail("n5")).contentHtml).toBe("<div><p>리프팅 <strong>안내</strong></p></div>");
    const scripted = (await detail("n8")).contentHtml;
    expect(scripted).toContain("휴진");
    expect(scripted).not.toContain("script");
  });

  it("answers 404 for a hidden, unknown or another clinic's notice", async () => {
    for (const [origin, id] of [
      [bare.host, notices.hidden],
      [bare.host, notices["hidden pinned"]],
      [bare.host, 2_000_000_000],
      [LUMIERE, notices.n1],
      [HANEUL, notices.n7],
    ] as const) {
      const response = await get(origin, `/customer/notices/${id}`);
      expect(response.statusCode, `${origin} ${id}`).toBe(404);
      expect(apiErrorSchema.parse(response.json()).status).toBe(404);
    }
  });

  it("never shows another clinic's notices in its list", async () => {
    const response = await get(LUMIERE, "/customer/notices?pageSize=100");
    expect(response.statusCode).toBe(200);
    const page = noticePageSchema.parse(response.json());
    const ours = new Set(Object.values(notices));
    expect([...page.pinned, ...page.rows].filter((row) => ours.has(row.id))).toEqual([]);
  });

  it.each([
    ["/customer/notices?page=0", "query.page"],
    ["/customer/notices?page=abc", "query.page"],
    ["/customer/notices?pageSize=500", "query.pageSize"],
    [`/customer/notices?keyword=${"가".repeat(51)}`, "query.keyword"],
    ["/customer/notices/abc", "params.id"],
    ["/customer/notices/0", "params.id"],
    ["/customer/notices/99999999999", "params.id"],
  ])("answers %s with 400 naming %s", async (url, path) => {
    const response = await get(LUMIERE, encodeURI(url));
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual([path]);
  });
});
