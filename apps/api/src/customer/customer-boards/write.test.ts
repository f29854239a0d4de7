import { buildApp } from "@api/app";
import { storedRow } from "@api/testing/stored-row";
import { useTestApp } from "@api/testing/suite";
import { eq, schema, withTenant } from "@clinic/db";
import { hashPassword } from "@clinic/db/passwords";
import {
  apiErrorSchema,
  CUSTOMER_POST_LIMITS,
  customerPostDetailSchema,
  customerPostMessages,
  customerPostPageSchema,
  formMessages,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BASE,
  type CustomerBoardFixture,
  customerBoardClient,
  insertAnswer,
  insertCustomerBoards,
  PASSWORD,
} from "./customer-board-fixtures";

describe("customer boards: writing, opening, editing and deleting", () => {
  const t = useTestApp();
  let bare: CustomerBoardFixture["bare"];
  let boards: CustomerBoardFixture["boards"];
  let client: ReturnType<typeof customerBoardClient>;
  // Each test writes from its own visitor, so the write limit (5 per visitor) never interferes.
  let visitor = 0;
  const nextIp = () => `10.2.0.${++visitor}`;

  let fourCharacterHash: string;

  beforeAll(async () => {
    ({ bare, boards } = await insertCustomerBoards(t.database, "cbwrite"));
    fourCharacterHash = await hashPassword("1234");
    client = customerBoardClient(t, bare.host);
  });

  const storedPost = (id: number) => storedRow(t.database, schema.customerBoardPosts, id, "post");
  const errorOf = (body: unknown) => apiErrorSchema.parse(body);
  const fieldsOf = (body: unknown) => errorOf(body).fields?.map((field) => [field.path, field.message]);

  it("writes a guest post, keeps only an argon2id hash of its password and answers it unlocked", async () => {
    const response = await client.request(
      "POST",
      BASE,
      {
        boardTypeId: boards.choice,
        title: "  예약 변경 문의  ",
        content: "첫 줄\n둘째 줄",
        authorName: "김하늘",
        password: PASSWORD,
        isPrivate: true,
      },
      nextIp(),
    );
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain(PASSWORD);
    expect(response.body).not.toContain("argon2");
    const post = customerPostDetailSchema.parse(response.json());
    expect(Object.keys(response.json())).not.toContain("password");
    expect(post).toMatchObject({
      boardTypeId: boards.choice,
      title: "예약 변경 문의",
      content: "첫 줄\n둘째 줄",
      authorName: "김하늘",
      isPrivate: true,
      isLocked: false,
      isGuest: true,
      answerCount: 0,
      answers: [],
    });
    const stored = await storedPost(post.id);
    // argon2id, version 19, 19 MiB, 2 passes, 1 lane (node-argon2 writes the parameters as m,p,t).
    const [, algorithm, version, parameters, salt, hash] = (stored.passwordHash ?? "").split("$");
    expect([algorithm, version]).toEqual(["argon2id", "v=19"]);
    expect(parameters?.split(",").sort()).toEqual(["m=19456", "p=1", "t=2"]);
    expect(salt?.length).toBeGreaterThanOrEqual(22);
    expect(hash).not.toContain(PASSWORD);
    expect(stored).toMatchObject({ partnerId: bare.id, customerId: null, deletedAt: null });
  });

  it("lets the board decide who sees a post: PRIVATE and PUBLIC boards ignore the writer, CHOICE asks", async () => {
    const privacy = async (boardTypeId: number, isPrivate?: boolean) =>
      (await client.write({ boardTypeId, ...(isPrivate === undefined ? {} : { isPrivate }) }, nextIp()))
        .isPrivate;
    expect(await privacy(boards.private, false)).toBe(true);
    expect(await privacy(boards.public, true)).toBe(false);
    expect(await privacy(boards.choice)).toBe(false);
    expect(await privacy(boards.choice, true)).toBe(true);
  });

  it("asks a guest for a name and a password", async () => {
    const ip = nextIp();
    const base = { boardTypeId: boards.choice, title: "제목", content: "내용" };
    const neither = await client.request("POST", BASE, base, ip);
    expect(neither.statusCode).toBe(400);
    expect(fieldsOf(neither.json())).toEqual([
      ["body.authorName", formMessages.required],
      ["body.password", formMessages.required],
    ]);
    const noPassword = await client.request("POST", BASE, { ...base, authorName: "김하늘" }, ip);
    expect(fieldsOf(noPassword.json())).toEqual([["body.password", formMessages.required]]);
  });

  it("answers 401 on a board that takes posts from members only", async () => {
    const response = await client.request("POST", BASE, {
      boardTypeId: boards.members,
      title: "제목",
      content: "내용",
      authorName: "김하늘",
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response.json()).translate).toBe(customerPostMessages.loginRequired);
  });

  it("answers 404 when writing to a hidden, unknown or BOARD-area board", async () => {
    for (const boardTypeId of [boards.hidden, boards.articles, 2_000_000_000]) {
      const response = await client.request("POST", BASE, {
        boardTypeId,
        title: "제목",
        content: "내용",
        authorName: "김하늘",
        password: PASSWORD,
      });
      expect(response.statusCode, String(boardTypeId)).toBe(404);
    }
  });

  const valid = () => ({
    boardTypeId: boards.choice,
    title: "제목",
    content: "내용",
    authorName: "김하늘",
    password: PASSWORD,
  });
  it.each([
    ["an oversize title", { title: "가".repeat(CUSTOMER_POST_LIMITS.titleMax + 1) }, "body.title"],
    ["an oversize text", { content: "가".repeat(CUSTOMER_POST_LIMITS.contentMax + 1) }, "body.content"],
    [
      "an oversize name",
      { authorName: "가".repeat(CUSTOMER_POST_LIMITS.authorNameMax + 1) },
      "body.authorName",
    ],
    ["a short password", { password: "123" }, "body.password"],
    ["a blank title", { title: "   " }, "body.title"],
    ["a NUL character", { title: "제목\u0000" }, "body.title"],
    ["a NUL character in the text", { content: "내용\u0000끝" }, "body.content"],
    ["a line break in the title", { title: "제목\n둘째 줄" }, "body.title"],
    ["a number as title", { title: 123 }, "body.title"],
    ["a string as isPrivate", { isPrivate: "yes" }, "body.isPrivate"],
    ["a word as board", { boardTypeId: "abc" }, "body.boardTypeId"],
    ["a filled honeypot", { website: "http://spam.example" }, "body.website"],
  ])("answers %s with 400 naming the field", async (_, change, path) => {
    const response = await client.request("POST", BASE, { ...valid(), ...change }, nextIp());
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response.json()).fields?.map((field) => field.path)).toEqual([path]);
  });

  it("needs 8 characters for a new post's password: 7 is a 400 naming the field in Korean, 8 is written", async () => {
    const before = await t.database.db.$count(schema.customerBoardPosts);
    const seven = await client.request("POST", BASE, { ...valid(), password: "1234567" }, nextIp());
    expect(seven.statusCode, seven.body).toBe(400);
    expect(errorOf(seven.json()).fields).toEqual([
      { path: "body.password", message: formMessages.tooShort(CUSTOMER_POST_LIMITS.passwordMin) },
    ]);
    expect(formMessages.tooShort(CUSTOMER_POST_LIMITS.passwordMin)).toBe("8자 이상 입력해 주세요.");
    expect(await t.database.db.$count(schema.customerBoardPosts)).toBe(before);
    const eight = await client.request("POST", BASE, { ...valid(), password: "12345678" }, nextIp());
    expect(eight.statusCode, eight.body).toBe(201);
  });

  it("still opens, edits and deletes a post written with a 4-character password before the minimum rose", async () => {
    const [row] = await withTenant(t.database.db, bare.id, (tx) =>
      tx
        .insert(schema.customerBoardPosts)
        .values({
          partnerId: bare.id,
          boardTypeId: boards.private,
          authorName: "옛글",
          passwordHash: fourCharacterHash,
          title: "예전 글",
          content: "예전 내용",
          isPrivate: true,
        })
        .returning({ id: schema.customerBoardPosts.id }),
    );
    const id = row?.id as number;
    const ip = nextIp();
    expect((await client.request("POST", `${BASE}/${id}/private`, { password: "1234" }, ip)).statusCode).toBe(
      200,
    );
    const edited = await client.request(
      "PUT",
      `${BASE}/${id}`,
      { title: "고친 글", content: "고친 내용", password: "1234" },
      ip,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await client.request("PUT", `${BASE}/${id}/delete`, { password: "1234" }, ip)).statusCode).toBe(
      204,
    );
  });

  it("answers malformed or missing JSON with 400 and writes nothing", async () => {
    const before = await t.database.db.$count(schema.customerBoardPosts);
    for (const payload of ['{"title": "제목",', "", "[]", "null"]) {
      const response = await t.app.inject({
        method: "POST",
        url: BASE,
        headers: { "x-tenant-origin": bare.host, "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(errorOf(response.json()).status).toBe(400);
    }
    expect(await t.database.db.$count(schema.customerBoardPosts)).toBe(before);
  });

  it("opens a private post with the right password only (body or query), and a public one without", async () => {
    const ip = nextIp();
    const post = await client.write({ boardTypeId: boards.private, content: "비밀 내용" }, ip);
    await insertAnswer(t.database, bare.id, post.id, "<p>답변 드립니다</p>");
    const opened = await client.request("POST", `${BASE}/${post.id}/private`, { password: PASSWORD }, ip);
    expect(opened.statusCode).toBe(200);
    expect(customerPostDetailSchema.parse(opened.json())).toMatchObject({
      title: "제목",
      content: "비밀 내용",
      authorName: "김하늘",
      isLocked: false,
      answerCount: 1,
      answers: [expect.objectContaining({ contentHtml: "<p>답변 드립니다</p>" })],
    });
    const query = await client.request(
      "GET",
      `${BASE}/${post.id}/private?password=${PASSWORD}`,
      undefined,
      ip,
    );
    expect(customerPostDetailSchema.parse(query.json())).toMatchObject({
      content: "비밀 내용",
      isLocked: false,
    });

    const wrong = await client.request("POST", `${BASE}/${post.id}/private`, { password: "wrong-1234" }, ip);
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong.json())).toMatchObject({ translate: customerPostMessages.wrongPassword });
    expect(wrong.body).not.toContain("비밀 내용");
    const noPassword = await client.request("GET", `${BASE}/${post.id}/private`, undefined, ip);
    expect(fieldsOf(noPassword.json())).toEqual([["query.password", formMessages.required]]);

    const open = await client.write({ boardTypeId: boards.public, content: "공개 내용" }, ip);
    const plain = await client.request("GET", `${BASE}/${open.id}/private`, undefined, ip);
    expect(customerPostDetailSchema.parse(plain.json())).toMatchObject({ content: "공개 내용" });
  });

  it("never logs a password, not even one sent in the query", async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      database: t.database,
      mediaDir: t.mediaDir,
      logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const ip = nextIp();
      const headers = { "x-tenant-origin": bare.host, "x-forwarded-for": ip };
      const created = await logged.inject({
        method: "POST",
        url: BASE,
        headers,
        payload: {
          boardTypeId: boards.private,
          title: "제목",
          content: "내용",
          authorName: "김하늘",
          password: PASSWORD,
        },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      for (const password of [PASSWORD, "wrong-password"]) {
        await logged.inject({ method: "GET", url: `${BASE}/${id}/private?password=${password}`, headers });
        await logged.inject({ method: "POST", url: `${BASE}/${id}/private`, headers, payload: { password } });
      }
      const log = lines.join("\n");
      expect(log).toContain("incoming request");
      for (const secret of [PASSWORD, "wrong-password", "argon2"]) expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });

  it("edits a post with its password, changing privacy only on CHOICE boards", async () => {
    const ip = nextIp();
    const post = await client.write({ boardTypeId: boards.choice }, ip);
    const edit = (id: number, body: object) => client.request("PUT", `${BASE}/${id}`, body, ip);
    const changes = { title: "바뀐 제목", content: "바뀐\n내용", isPrivate: true };

    const wrong = await edit(post.id, { ...changes, password: "wrong-1234" });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong.json()).translate).toBe(customerPostMessages.wrongPassword);
    expect(fieldsOf((await edit(post.id, changes)).json())).toEqual([
      ["body.password", formMessages.required],
    ]);
    expect((await storedPost(post.id)).title).toBe("제목");

    const response = await edit(post.id, { ...changes, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const edited = customerPostDetailSchema.parse(response.json());
    expect(edited).toMatchObject({
      title: "바뀐 제목",
      content: "바뀐\n내용",
      isPrivate: true,
      isLocked: false,
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(post.updatedAt));
    expect(edited.createdAt).toBe(post.createdAt);

    const locked = await client.write({ boardTypeId: boards.private }, ip);
    const kept = await edit(locked.id, { ...changes, isPrivate: false, password: PASSWORD });
    expect(customerPostDetailSchema.parse(kept.json())).toMatchObject({
      title: "바뀐 제목",
      isPrivate: true,
    });
  });

  it("refuses to edit a post the clinic has answered", async () => {
    const ip = nextIp();
    const post = await client.write({ boardTypeId: boards.public }, ip);
    await insertAnswer(t.database, bare.id, post.id, "<p>답변</p>");
    const response = await client.request(
      "PUT",
      `${BASE}/${post.id}`,
      { title: "바뀐 제목", content: "바뀐 내용", password: PASSWORD },
      ip,
    );
    expect(response.statusCode).toBe(409);
    expect(errorOf(response.json()).translate).toBe(customerPostMessages.answeredNoEdit);
    expect((await storedPost(post.id)).title).toBe("제목");
  });

  it("deletes a post with its password: gone from the list and the detail, the row and answers kept", async () => {
    const ip = nextIp();
    const post = await client.write({ boardTypeId: boards.public, title: "지울 글" }, ip);
    await insertAnswer(t.database, bare.id, post.id, "<p>답변</p>");
    const remove = (password: string) => client.request("PUT", `${BASE}/${post.id}/delete`, { password }, ip);

    const wrong = await remove("wrong-1234");
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong.json()).translate).toBe(customerPostMessages.wrongPassword);
    expect((await storedPost(post.id)).deletedAt).toBeNull();

    const deleted = await remove(PASSWORD);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");

    const detail = await client.request("GET", `${BASE}/${post.id}`);
    expect(detail.statusCode).toBe(404);
    expect(errorOf(detail.json()).translate).toBe(customerPostMessages.deleted);
    const list = customerPostPageSchema.parse(
      (await client.request("GET", `${BASE}?boardTypeId=${boards.public}`)).json(),
    );
    expect(list.rows.map((row) => row.id)).not.toContain(post.id);
    for (const [method, url, body] of [
      ["PUT", `${BASE}/${post.id}/delete`, { password: PASSWORD }],
      ["PUT", `${BASE}/${post.id}`, { title: "다시", content: "다시", password: PASSWORD }],
      ["POST", `${BASE}/${post.id}/private`, { password: PASSWORD }],
    ] as const) {
      expect((await client.request(method, url, body, ip)).statusCode, `${method} ${url}`).toBe(404);
    }

    const stored = await storedPost(post.id);
    expect(stored.deletedAt).not.toBeNull();
    expect(stored.title).toBe("지울 글");
    const answers = await t.database.db.$count(
      schema.customerBoardAnswers,
      eq(schema.customerBoardAnswers.postId, post.id),
    );
    expect(answers).toBe(1);
  });
});
