import { useTestApp } from "@api/testing/suite";
import { LUMIERE } from "@api/testing/test-app";
import {
  apiErrorSchema,
  boardTypeSchema,
  customerPostDetailSchema,
  customerPostMessages,
  customerPostPageSchema,
  listOf,
  PRIVATE_POST_TITLE,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BASE,
  type CustomerBoardFixture,
  customerBoardClient,
  insertAnswer,
  insertCustomerBoards,
  insertRawPost,
  PASSWORD,
} from "./customer-board-fixtures";

describe("customer boards: lists and posts", () => {
  const t = useTestApp();
  let bare: CustomerBoardFixture["bare"];
  let boards: CustomerBoardFixture["boards"];
  let client: ReturnType<typeof customerBoardClient>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ bare, boards } = await insertCustomerBoards(t.database, "cbread"));
    client = customerBoardClient(t, bare.host);
    // Oldest first; every post from its own visitor so the write limit never interferes.
    const posts = [
      ["first", { title: "공개 첫 글", content: "리프팅 문의드립니다", authorName: "홍길" }],
      [
        "secret",
        { title: "비밀 상담", content: "리프팅 비용이 궁금해요", authorName: "김하늘", isPrivate: true },
      ],
      ["parking", { title: "주차 문의", content: "주차 되나요?", authorName: "A" }],
      ["short", { title: "짧은 이름", content: "비밀", authorName: "A", isPrivate: true }],
    ] as const;
    for (const [index, [key, body]] of posts.entries()) {
      ids[key] = (await client.write({ boardTypeId: boards.choice, ...body }, `10.1.0.${index}`)).id;
    }
    await insertAnswer(t.database, bare.id, ids.first as number, "<p>첫 답변</p><script>alert(1)</script>");
    await insertAnswer(t.database, bare.id, ids.first as number, "<p>둘째 답변</p>");
    await insertAnswer(t.database, bare.id, ids.secret as number, "<p>비밀 답변</p>");
    ids.inHidden = await insertRawPost(t.database, bare.id, boards.hidden, "숨은 게시판 글");
    ids.inArticles = await insertRawPost(t.database, bare.id, boards.articles, "일반 게시판 글");
  });

  const list = async (query: string) => {
    const response = await client.request("GET", `${BASE}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return customerPostPageSchema.parse(response.json());
  };
  const detail = async (id: number) => {
    const response = await client.request("GET", `${BASE}/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return customerPostDetailSchema.parse(response.json());
  };

  it("lists newest first with private posts locked, titled as private and signed with a masked name", async () => {
    const page = await list(`?boardTypeId=${boards.choice}`);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    expect(page.boardType).toMatchObject({ id: boards.choice, area: "CSCENTER", postVisibility: "CHOICE" });
    expect(page.rows.map((row) => [row.title, row.authorName, row.isPrivate, row.isLocked])).toEqual([
      [PRIVATE_POST_TITLE, "*", true, true],
      ["주차 문의", "A", false, false],
      [PRIVATE_POST_TITLE, "김**", true, true],
      ["공개 첫 글", "홍길", false, false],
    ]);
    expect(page.rows.map((row) => row.answerCount)).toEqual([0, 0, 1, 2]);
    expect(page.rows.every((row) => row.isGuest && row.boardTypeId === boards.choice)).toBe(true);
    expect(page.rows.map((row) => row.id)).toEqual([ids.short, ids.parking, ids.secret, ids.first]);
    const second = await list(`?boardTypeId=${boards.choice}&pageSize=3&page=2`);
    expect(second.rows.map((row) => row.id)).toEqual([ids.first]);
    expect(second.total).toBe(4);
  });

  it("never answers a password, its hash or a private post's text in a list", async () => {
    const response = await client.request("GET", `${BASE}?boardTypeId=${boards.choice}`);
    for (const secret of [PASSWORD, "argon2", "password", "비밀 상담", "비용이"]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("searches titles and text of public posts only", async () => {
    const titles = async (keyword: string) =>
      (await list(`?boardTypeId=${boards.choice}&keyword=${encodeURIComponent(keyword)}`)).rows.map(
        (row) => row.title,
      );
    expect(await titles("리프팅")).toEqual(["공개 첫 글"]);
    expect(await titles("주차")).toEqual(["주차 문의"]);
    // Words that appear only in private posts (title or text) find nothing.
    expect(await titles("비밀 상담")).toEqual([]);
    expect(await titles("비용")).toEqual([]);
    expect(await titles("%")).toEqual([]);
    expect((await list(`?boardTypeId=${boards.choice}&keyword=%20`)).total).toBe(4);
  });

  it("answers a public post in full with the clinic's answers, oldest first and sanitised", async () => {
    const post = await detail(ids.first as number);
    expect(post).toMatchObject({
      title: "공개 첫 글",
      content: "리프팅 문의드립니다",
      authorName: "홍길",
      isLocked: false,
      answerCount: 2,
    });
    expect(post.answers.map((answer) => answer.contentHtml)).toEqual(["<p>첫 답변</p>", "<p>둘째 답변</p>"]);
    expect(post.boardType.id).toBe(boards.choice);
  });

  it("answers a private post locked: no title, text or answers, and a masked author", async () => {
    const response = await client.request("GET", `${BASE}/${ids.secret}`);
    const post = customerPostDetailSchema.parse(response.json());
    expect(post).toMatchObject({
      title: PRIVATE_POST_TITLE,
      authorName: "김**",
      isPrivate: true,
      isLocked: true,
      content: null,
      answers: [],
      answerCount: 1,
    });
    for (const secret of ["비밀 상담", "비용이", "비밀 답변", "김하늘"])
      expect(response.body).not.toContain(secret);
  });

  it("leaves posts as they were after reading them", async () => {
    const before = await detail(ids.first as number);
    await detail(ids.first as number);
    await client.request("GET", `${BASE}/${ids.secret}/private?password=wrong-password`);
    expect(await detail(ids.first as number)).toEqual(before);
  });

  it("answers 404 for the list of a hidden, unknown, BOARD-area or another clinic's board", async () => {
    for (const [origin, id] of [
      [bare.host, boards.hidden],
      [bare.host, boards.articles],
      [bare.host, 2_000_000_000],
      [LUMIERE, boards.choice],
    ] as const) {
      const response = await t.app.inject({
        method: "GET",
        url: `${BASE}?boardTypeId=${id}`,
        headers: { "x-tenant-origin": origin },
      });
      expect(response.statusCode, `${origin} ${id}`).toBe(404);
    }
  });

  it("answers 404 on every endpoint for another clinic's post and posts of hidden or BOARD-area boards", async () => {
    const password = { password: PASSWORD };
    const calls = (id: number) =>
      [
        ["GET", `${BASE}/${id}`, undefined],
        ["GET", `${BASE}/${id}/private?password=${PASSWORD}`, undefined],
        ["POST", `${BASE}/${id}/private`, password],
        ["PUT", `${BASE}/${id}`, { title: "바꾼 제목", content: "바꾼 내용", ...password }],
        ["PUT", `${BASE}/${id}/delete`, password],
      ] as const;
    const cases = [
      [LUMIERE, ids.first],
      [LUMIERE, ids.secret],
      [bare.host, ids.inHidden],
      [bare.host, ids.inArticles],
      [bare.host, 2_000_000_000],
    ] as const;
    for (const [origin, id] of cases) {
      for (const [method, url, payload] of calls(id as number)) {
        const response = await t.app.inject({
          method,
          url,
          headers: { "x-tenant-origin": origin },
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${origin} ${method} ${url}`).toBe(404);
        expect(apiErrorSchema.parse(response.json()).translate).not.toBe(customerPostMessages.deleted);
      }
    }
    // Nothing was changed or deleted through another clinic's site.
    expect((await detail(ids.first as number)).title).toBe("공개 첫 글");
  });

  it("lists the customer boards for the customer-centre hub by weight", async () => {
    const response = await client.request("GET", "/customer/board-types?area=CSCENTER");
    expect(response.statusCode).toBe(200);
    const rows = listOf(boardTypeSchema).parse(response.json()).rows;
    expect(rows.map((row) => row.name)).toEqual(["private", "choice", "public", "members"]);
    expect(rows.find((row) => row.name === "members")).toMatchObject({ writeRequiresLogin: true });
    expect(rows.find((row) => row.name === "private")).toMatchObject({ postVisibility: "PRIVATE" });
    const all = listOf(boardTypeSchema).parse((await client.request("GET", "/customer/board-types")).json());
    expect(all.rows.map((row) => row.name)).toEqual(["articles", "private", "choice", "public", "members"]);
  });

  it("documents every route with its refusals in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/docs/json" })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const codes = (path: string, method: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    const common = ["400", "404", "500", "503"];
    expect(codes(BASE, "get")).toEqual(expect.arrayContaining(["200", ...common]));
    expect(codes(BASE, "post")).toEqual(expect.arrayContaining(["201", "401", "429", ...common]));
    expect(codes(`${BASE}/{id}`, "get")).toEqual(expect.arrayContaining(["200", ...common]));
    for (const method of ["get", "post"]) {
      expect(codes(`${BASE}/{id}/private`, method)).toEqual(expect.arrayContaining(["200", "403", "429"]));
    }
    expect(codes(`${BASE}/{id}`, "put")).toEqual(
      expect.arrayContaining(["200", "403", "409", "429", ...common]),
    );
    expect(codes(`${BASE}/{id}/delete`, "put")).toEqual(expect.arrayContaining(["204", "403", "429"]));
    expect(codes("/customer/board-types", "get")).toEqual(expect.arrayContaining(["200", ...common]));
  });

  it.each([
    [`${BASE}`, ["query.boardTypeId"]],
    [`${BASE}?boardTypeId=abc`, ["query.boardTypeId"]],
    [`${BASE}?boardTypeId=1&page=0`, ["query.page"]],
    [`${BASE}?boardTypeId=1&keyword=${"가".repeat(51)}`, ["query.keyword"]],
    [`${BASE}/abc`, ["params.id"]],
    [`${BASE}/0/private`, ["params.id"]],
    [`${BASE}/1/private?password=12`, ["query.password"]],
    ["/customer/board-types?area=NOPE", ["query.area"]],
  ])("answers GET %s with 400 naming %s", async (url, paths) => {
    const response = await client.request("GET", encodeURI(url));
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual(paths);
  });
});
