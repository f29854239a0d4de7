import { consoleCall } from "@api/console/reservations/desk-fixtures";
import { signInOwner, signInStaff } from "@api/testing/console-fixtures";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import { and, eq, findDemoFixtures, schema, withTenant } from "@clinic/db";
import {
  apiErrorSchema,
  consoleBoardPostListSchema,
  consoleBoardPostSchema,
  customerPostDetailSchema,
  customerPostPageSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";

describe("console customer-board moderation", () => {
  const t = useTestApp();
  let board: number;
  let owner: ReturnType<typeof consoleCall>;
  let staff: ReturnType<typeof consoleCall>;
  let stranger: ReturnType<typeof consoleCall>;
  const base = () => `/console/clinics/${t.lumiere}/customer-board`;
  const storefront = "/customer/notice-customer-boards";

  beforeAll(async () => {
    board = (await findDemoFixtures(t.database, t.lumiere)).customerBoardTypeId;
    owner = consoleCall(t, await signInOwner(t, "lumiere"));
    staff = consoleCall(t, await signInStaff(t, t.lumiere));
    stranger = consoleCall(t, await signInOwner(t, "haneul"));
  });

  /** A guest's post, written straight into the table (the storefront's own writing is tested there). */
  const post = async (title: string, options: { isPrivate?: boolean; content?: string } = {}) => {
    const [row] = await withTenant(t.database.db, t.lumiere, (tx) =>
      tx
        .insert(schema.customerBoardPosts)
        .values({
          partnerId: t.lumiere,
          boardTypeId: board,
          authorName: "김하늘",
          passwordHash: "not-used",
          title,
          content: options.content ?? `${title} 내용`,
          isPrivate: options.isPrivate ?? false,
        })
        .returning({ id: schema.customerBoardPosts.id }),
    );
    if (!row) throw new Error("post not inserted");
    return row.id;
  };
  const list = async (query: string) => {
    const response = await staff("GET", `${base()}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return consoleBoardPostListSchema.parse(response.json());
  };
  const visitor = (url: string) => t.app.inject({ method: "GET", url, headers: site(LUMIERE) });
  const storefrontIds = async () => {
    const response = await visitor(`${storefront}?boardTypeId=${board}&pageSize=100`);
    expect(response.statusCode, response.body).toBe(200);
    return customerPostPageSchema.parse(response.json()).rows.map((row) => row.id);
  };
  const audited = async (target: string) =>
    (
      await t.database.db
        .select({ action: schema.auditEvents.action })
        .from(schema.auditEvents)
        .where(and(eq(schema.auditEvents.partnerId, t.lumiere), eq(schema.auditEvents.target, target)))
        .orderBy(schema.auditEvents.id)
    ).map((row) => row.action);

  it("lists posts newest first with the boards, private ones readable with the author unmasked", async () => {
    const open = await post("공개 질문");
    const secret = await post("비밀 질문", { isPrivate: true });
    const page = await list("size=100");
    expect(page.rows.slice(0, 2).map((row) => row.id)).toEqual([secret, open]);
    expect(page.rows[0]).toMatchObject({
      title: "비밀 질문",
      authorName: "김하늘",
      isPrivate: true,
      isGuest: true,
      isHidden: false,
      answerCount: 0,
      deletedAt: null,
    });
    expect(page.boards.map((entry) => entry.id)).toContain(board);
    expect(page.rows[0]?.boardName).toBe(page.boards.find((entry) => entry.id === board)?.name);

    const detail = await staff("GET", `${base()}/${secret}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.headers["cache-control"]).toBe("private, no-store");
    expect(consoleBoardPostSchema.parse(detail.json())).toMatchObject({
      content: "비밀 질문 내용",
      authorName: "김하늘",
      answers: [],
    });
    // The storefront still keeps it locked for visitors.
    const locked = customerPostDetailSchema.parse((await visitor(`${storefront}/${secret}`)).json());
    expect(locked).toMatchObject({ isLocked: true, content: null });
  });

  it("filters by board, answers, hidden and deleted, and searches private text too", async () => {
    const answered = await post("답변된 글", { content: "필러 상담 원함" });
    const hidden = await post("숨길 글");
    const gone = await post("지울 글");
    await staff("POST", `${base()}/${answered}/answers`, { contentHtml: "<p>안내드립니다.</p>" });
    await staff("PUT", `${base()}/${hidden}/hidden`, { hidden: true });
    expect((await staff("DELETE", `${base()}/${gone}`)).statusCode).toBe(204);

    const ids = async (query: string) => (await list(`size=100&${query}`)).rows.map((row) => row.id);
    expect(await ids("answer=answered")).toContain(answered);
    expect(await ids("answer=unanswered")).not.toContain(answered);
    expect(await ids("")).toEqual(expect.arrayContaining([hidden]));
    expect(await ids("")).not.toContain(gone);
    expect(await ids("includeHidden=false")).not.toContain(hidden);
    const withDeleted = await list("size=100&includeDeleted=true");
    expect(withDeleted.rows.find((row) => row.id === gone)?.deletedAt).not.toBeNull();
    expect(await ids(`boardTypeId=${board}`)).toContain(answered);
    expect(await ids("boardTypeId=999999")).toEqual([]);
    expect(await ids(`q=${encodeURIComponent("필러 상담")}`)).toEqual([answered]);
    const secret = await post("검색 비밀글", { isPrivate: true, content: "쌍꺼풀 고민" });
    expect(await ids(`q=${encodeURIComponent("쌍꺼풀")}`)).toEqual([secret]);
  });

  it("answers, edits and deletes an answer, sanitised as the storefront shows it, and audits each", async () => {
    const id = await post("답변 받을 글");
    const written = await staff("POST", `${base()}/${id}/answers`, {
      contentHtml: '<p onclick="x()">예약 도와드리겠습니다.</p><script>alert(1)</script>',
    });
    expect(written.statusCode, written.body).toBe(200);
    const answered = consoleBoardPostSchema.parse(written.json());
    const [answer] = answered.answers;
    expect(answer?.contentHtml).toBe("<p>예약 도와드리겠습니다.</p>");
    // Without a name the clinic signs it, as the demo's answers are signed.
    const [partner] = await t.database.db
      .select({ name: schema.partners.partnerName })
      .from(schema.partners)
      .where(eq(schema.partners.id, t.lumiere));
    expect(answer?.authorName).toBe(partner?.name);
    expect(answered.answerCount).toBe(1);

    const shown = customerPostDetailSchema.parse((await visitor(`${storefront}/${id}`)).json());
    expect(shown.answers.map((entry) => entry.contentHtml)).toEqual(["<p>예약 도와드리겠습니다.</p>"]);

    const answerId = answer?.id as number;
    const edited = await owner("PUT", `${base()}/${id}/answers/${answerId}`, {
      authorName: "상담실장",
      contentHtml: "<p>수정된 답변</p>",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(consoleBoardPostSchema.parse(edited.json()).answers).toEqual([
      expect.objectContaining({ id: answerId, authorName: "상담실장", contentHtml: "<p>수정된 답변</p>" }),
    ]);
    const other = await post("다른 글");
    expect(
      (await owner("PUT", `${base()}/${other}/answers/${answerId}`, { contentHtml: "x" })).statusCode,
    ).toBe(404);
    expect((await owner("DELETE", `${base()}/${other}/answers/${answerId}`)).statusCode).toBe(404);

    const removed = await owner("DELETE", `${base()}/${id}/answers/${answerId}`);
    expect(consoleBoardPostSchema.parse(removed.json()).answers).toEqual([]);
    expect((await owner("DELETE", `${base()}/${id}/answers/${answerId}`)).statusCode).toBe(404);
    expect(await audited(`customer-post:${id}`)).toEqual([
      "customer-post.answer",
      "customer-post.answer-update",
      "customer-post.answer-delete",
    ]);
  });

  it("refuses empty or malformed answers with 400 naming the field", async () => {
    const id = await post("빈 답변 대상");
    const bad: [object, string][] = [
      [{}, "body.contentHtml"],
      [{ contentHtml: 12 }, "body.contentHtml"],
      [{ contentHtml: "   " }, "body.contentHtml"],
      [{ contentHtml: "<p> </p><script>x</script>" }, "body.contentHtml"],
      [{ contentHtml: "<p>ok</p>", authorName: "" }, "body.authorName"],
      [{ contentHtml: "<p>ok</p>", authorName: "가".repeat(21) }, "body.authorName"],
      [{ contentHtml: "x".repeat(200_001) }, "body.contentHtml"],
    ];
    for (const [payload, path] of bad) {
      const response = await owner("POST", `${base()}/${id}/answers`, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toContain(path);
    }
    const detail = consoleBoardPostSchema.parse((await owner("GET", `${base()}/${id}`)).json());
    expect(detail.answers).toEqual([]);
  });

  it("hides a post from the storefront and shows it again, auditing each change once", async () => {
    const id = await post("숨김 대상");
    expect(await storefrontIds()).toContain(id);
    const hidden = await staff("PUT", `${base()}/${id}/hidden`, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(consoleBoardPostSchema.parse(hidden.json()).isHidden).toBe(true);
    expect((await staff("PUT", `${base()}/${id}/hidden`, { hidden: true })).statusCode).toBe(200);

    expect(await storefrontIds()).not.toContain(id);
    expect((await visitor(`${storefront}/${id}`)).statusCode).toBe(404);
    // Not even its writer reaches it with the password.
    const opened = await t.app.inject({
      method: "POST",
      url: `${storefront}/${id}/private`,
      headers: site(LUMIERE),
      payload: { password: "whatever-1" },
    });
    expect(opened.statusCode).toBe(404);
    // The clinic still reads it.
    expect((await staff("GET", `${base()}/${id}`)).statusCode).toBe(200);

    const shown = await owner("PUT", `${base()}/${id}/hidden`, { hidden: false });
    expect(consoleBoardPostSchema.parse(shown.json()).isHidden).toBe(false);
    expect(await storefrontIds()).toContain(id);
    expect((await visitor(`${storefront}/${id}`)).statusCode).toBe(200);
    expect(await audited(`customer-post:${id}`)).toEqual(["customer-post.hide", "customer-post.show"]);
  });

  it("deletes a post softly: gone from the storefront, kept with its answers, closed to changes", async () => {
    const id = await post("삭제 대상");
    await staff("POST", `${base()}/${id}/answers`, { contentHtml: "<p>답변</p>" });
    expect((await staff("DELETE", `${base()}/${id}`)).statusCode).toBe(204);
    expect(await storefrontIds()).not.toContain(id);
    expect((await visitor(`${storefront}/${id}`)).statusCode).toBe(404);

    const kept = consoleBoardPostSchema.parse((await staff("GET", `${base()}/${id}`)).json());
    expect(kept.deletedAt).not.toBeNull();
    expect(kept.answers).toHaveLength(1);
    for (const [method, url, payload] of [
      ["DELETE", `${base()}/${id}`, undefined],
      ["PUT", `${base()}/${id}/hidden`, { hidden: true }],
      ["POST", `${base()}/${id}/answers`, { contentHtml: "<p>또</p>" }],
    ] as const) {
      const response = await staff(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(apiErrorSchema.parse(response.json()).translate).toBe("삭제된 게시글입니다.");
    }
    expect(await audited(`customer-post:${id}`)).toEqual(["customer-post.answer", "customer-post.delete"]);
  });

  it("refuses bad ids and queries with 400, and keeps other clinics and the signed-out out", async () => {
    const id = await post("남의 병원 금지");
    for (const [url, path] of [
      [`${base()}?includeHidden=yes`, "query.includeHidden"],
      [`${base()}?includeDeleted=1`, "query.includeDeleted"],
      [`${base()}?answer=maybe`, "query.answer"],
      [`${base()}?boardTypeId=abc`, "query.boardTypeId"],
      [`${base()}?size=0`, "query.size"],
      [`${base()}/abc`, "params.id"],
      [`${base()}/${id}/answers/0`, "params.answerId"],
    ] as const) {
      const method = url.includes("/answers/") ? "DELETE" : "GET";
      const response = await owner(method, url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toContain(path);
    }
    const hidden = await owner("PUT", `${base()}/${id}/hidden`, { hidden: "true" });
    expect(apiErrorSchema.parse(hidden.json()).fields?.map((field) => field.path)).toEqual(["body.hidden"]);
    expect((await owner("GET", `${base()}/999999`)).statusCode).toBe(404);

    expect((await stranger("GET", base())).statusCode).toBe(403);
    expect((await stranger("GET", `${base()}/${id}`)).statusCode).toBe(403);
    expect((await stranger("PUT", `${base()}/${id}/hidden`, { hidden: true })).statusCode).toBe(403);
    expect((await stranger("DELETE", `${base()}/${id}`)).statusCode).toBe(403);
    expect((await stranger("POST", `${base()}/${id}/answers`, { contentHtml: "<p>x</p>" })).statusCode).toBe(
      403,
    );
    // Haneul's owner on haneul's own path cannot reach a lumiere post either (row-level security).
    const other = `/console/clinics/${t.haneul}/customer-board`;
    expect((await stranger("GET", `${other}/${id}`)).statusCode).toBe(404);
    expect((await stranger("DELETE", `${other}/${id}`)).statusCode).toBe(404);
    expect((await stranger("PUT", `${other}/${id}/hidden`, { hidden: true })).statusCode).toBe(404);
    const theirs = consoleBoardPostListSchema.parse((await stranger("GET", `${other}?size=100`)).json());
    expect(theirs.rows.some((row) => row.id === id)).toBe(false);
    expect((await consoleCall(t, undefined)("GET", base())).statusCode).toBe(401);

    const unchanged = consoleBoardPostSchema.parse((await owner("GET", `${base()}/${id}`)).json());
    expect(unchanged).toMatchObject({ isHidden: false, deletedAt: null, answers: [] });
  });
});
