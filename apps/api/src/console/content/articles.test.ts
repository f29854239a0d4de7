import { signInOwner, signInStaff } from "@api/testing/console-fixtures";
import { createTestApp, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import {
  apiErrorSchema,
  beforeAfterPageSchema,
  boardDetailSchema,
  boardPageSchema,
  boardTypeSchema,
  type ConsoleBeforeAfterBody,
  type ConsoleBoardBody,
  type ConsoleBoardTypeBody,
  consoleBulkResultSchema,
  consoleContentListSchema,
  consoleDocumentSchema,
  consolePreviewTokenSchema,
  listOf,
  PREVIEW_HEADER,
  partnerReviewPageSchema,
  productPageSchema,
} from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beforeAfterPreviewPath } from "./entities/articles/before-afters";
import { boardTypePreviewPath } from "./entities/articles/board-types";
import { boardPreviewPath } from "./entities/articles/boards";

describe("console content: before/after cases, reviews, boards and posts", () => {
  let t: TestApp;
  let staff: string;
  let lumiere: number;
  let haneulOwner: string;
  let product: { id: number; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    lumiere = t.partnerIds.lumiere;
    staff = await signInStaff(t, lumiere);
    haneulOwner = await signInOwner(t, "haneul");
    const listed = productPageSchema.parse(
      (await t.app.inject({ method: "GET", url: "/products", headers: site(LUMIERE) })).json(),
    ).rows[0]!;
    product = { id: listed.id, name: listed.name };
  });
  afterAll(() => t.close());

  function call(method: "GET" | "POST" | "PUT" | "DELETE", path: string, payload?: object) {
    return t.app.inject({
      method,
      url: `/console/clinics/${lumiere}/content${path}`,
      headers: { authorization: `Bearer ${staff}` },
      ...(payload === undefined ? {} : { payload }),
    });
  }
  const storefront = async (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { ...site(LUMIERE), ...headers } });
  const created = async (key: string, body: object) => {
    const response = await call("POST", `/${key}`, body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  };
  const publish = async (key: string, id: number) => {
    const response = await call("POST", `/${key}/${id}/publish`, {});
    expect(response.statusCode, response.body).toBe(200);
  };
  const document = async (key: string, id: number) =>
    consoleDocumentSchema.parse((await call("GET", `/${key}/${id}`)).json());
  const fieldsOf = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    return apiErrorSchema.parse(response.json()).fields ?? [];
  };
  /** Haneul's first row of an entity, by its own owner. */
  const haneulFirst = async (key: string) =>
    consoleContentListSchema.parse(
      (
        await t.app.inject({
          method: "GET",
          url: `/console/clinics/${t.partnerIds.haneul}/content/${key}`,
          headers: { authorization: `Bearer ${haneulOwner}` },
        })
      ).json(),
    ).rows[0]!;

  describe("before/after cases", () => {
    const caseBody = (overrides: Partial<ConsoleBeforeAfterBody> = {}): ConsoleBeforeAfterBody => ({
      title: "  리프팅 3개월 경과  ",
      description: "",
      beforeImageUrl: "/media/before.png",
      afterImageUrl: "https://cdn.example.com/after.png",
      productId: product.id,
      treatmentCount: 2,
      isNoYouth: false,
      isVisible: true,
      ...overrides,
    });
    const cases = async (query = "") =>
      beforeAfterPageSchema.parse((await storefront(`/customer/before-afters?pageSize=100${query}`)).json())
        .rows;

    it("keeps a new case off the site until published, then lists it with its treatment", async () => {
      const id = await created("before-afters", caseBody());
      expect((await cases()).map((row) => row.id)).not.toContain(id);
      expect((await storefront(`/customer/before-afters/${id}`)).statusCode).toBe(404);
      const doc = await document("before-afters", id);
      expect(doc.isVisible).toBe(false);
      expect(doc.draft).toMatchObject({ title: "리프팅 3개월 경과", description: null });
      expect(doc.previewPath).toBe("/#before-after");

      await publish("before-afters", id);
      const detail = await storefront(`/customer/before-afters/${id}`);
      expect(detail.json()).toMatchObject({
        title: "리프팅 3개월 경과",
        description: null,
        beforeImageUrl: "/media/before.png",
        afterImageUrl: "https://cdn.example.com/after.png",
        productId: product.id,
        productName: product.name,
        treatmentCount: 2,
        isNoYouth: false,
      });
      const list = consoleContentListSchema.parse(
        (await call("GET", "/before-afters?q=리프팅 3개월")).json(),
      );
      expect(list.rows).toEqual([
        expect.objectContaining({
          id,
          subtitle: product.name,
          thumbnailUrl: "https://cdn.example.com/after.png",
          isVisible: true,
          weight: null,
        }),
      ]);
      expect(list.ordered).toBe(false);
    });

    it("keeps the live case while an edit waits as a draft; publishing marks it adults-only", async () => {
      const id = await created("before-afters", caseBody({ title: "보톡스 사례" }));
      await publish("before-afters", id);
      const draft = caseBody({ title: "보톡스 사례 (수정)", isNoYouth: true, productId: null });
      expect((await call("PUT", `/before-afters/${id}/draft`, draft)).statusCode).toBe(204);
      expect((await storefront(`/customer/before-afters/${id}`)).json()).toMatchObject({
        title: "보톡스 사례",
        isNoYouth: false,
      });
      expect((await cases("&isNoYouth=false")).map((row) => row.id)).toContain(id);

      await publish("before-afters", id);
      // The site's home and treatment pages ask for isNoYouth=false: the case leaves them.
      expect((await cases("&isNoYouth=false")).map((row) => row.id)).not.toContain(id);
      expect((await storefront(`/customer/before-afters/${id}`)).json()).toMatchObject({
        title: "보톡스 사례 (수정)",
        isNoYouth: true,
        productId: null,
      });
      const doc = await document("before-afters", id);
      expect(doc.draft).toBeNull();
      // Adults-only cases have no page on the site: no preview link.
      expect(beforeAfterPreviewPath(id, doc.live)).toBeNull();
      const list = consoleContentListSchema.parse((await call("GET", "/before-afters?q=보톡스 사례")).json());
      expect(list.rows[0]?.subtitle).toBe("성인 전용");
    });

    it("answers bad cases with 400 and Korean messages naming the fields", async () => {
      const bad = fieldsOf(
        await call(
          "POST",
          "/before-afters",
          caseBody({ title: " ", beforeImageUrl: "javascript:alert(1)", treatmentCount: 0 }),
        ),
      );
      expect(bad.map((field) => field.path).sort()).toEqual([
        "body.beforeImageUrl",
        "body.title",
        "body.treatmentCount",
      ]);
      expect(bad.find((field) => field.path === "body.title")?.message).toBe("제목을 입력해 주세요.");
      const wrongType = fieldsOf(
        await call("POST", "/before-afters", { ...caseBody(), productId: "abc", isNoYouth: "yes" }),
      );
      expect(wrongType.map((field) => field.path).sort()).toEqual(["body.isNoYouth", "body.productId"]);
      const haneulProduct = await haneulFirst("products");
      expect(
        fieldsOf(await call("POST", "/before-afters", caseBody({ productId: haneulProduct.id }))),
      ).toEqual([{ path: "body.productId", message: "시술을 목록에서 고르세요." }]);
    });
  });

  describe("partner reviews (moderation only)", () => {
    const reviews = async () =>
      partnerReviewPageSchema.parse((await storefront("/customer/partner-reviews?pageSize=100")).json());

    it("has no create route", async () => {
      const response = await call("POST", "/partner-reviews", { isVisible: true });
      expect([404, 405]).toContain(response.statusCode);
    });

    it("lists reviews with rating and author, and hiding one takes it off the site with an undo", async () => {
      const list = consoleContentListSchema.parse((await call("GET", "/partner-reviews?size=100")).json());
      const visible = list.rows.filter((row) => row.isVisible);
      const target = visible[0]!;
      const live = await reviews();
      const shown = live.rows.find((row) => row.id === target.id)!;
      expect(target.title).toBe(shown.content);
      expect(target.subtitle).toContain(shown.authorName);
      expect(target.subtitle).toContain("★".repeat(shown.rating));

      const hidden = consoleBulkResultSchema.parse(
        (await call("POST", "/partner-reviews/bulk", { action: "hide", ids: [target.id] })).json(),
      );
      expect(hidden.undo).toEqual({ action: "show", ids: [target.id] });
      const after = await reviews();
      expect(after.rows.map((row) => row.id)).not.toContain(target.id);
      expect(after.total).toBe(live.total - 1);
      expect((await storefront(`/customer/partner-reviews/${target.id}`)).statusCode).toBe(404);

      await call("POST", "/partner-reviews/bulk", { action: "show", ids: [target.id] });
      expect((await reviews()).rows.map((row) => row.id)).toContain(target.id);
      expect((await document("partner-reviews", target.id)).previewPath).toBe("/#reviews");
    });

    it("hides a review by publishing a draft, not before; the trash takes it off the site too", async () => {
      const [first, second] = (await reviews()).rows;
      expect(
        (await call("PUT", `/partner-reviews/${first!.id}/draft`, { isVisible: false })).statusCode,
      ).toBe(204);
      expect((await reviews()).rows.map((row) => row.id)).toContain(first!.id);
      await publish("partner-reviews", first!.id);
      expect((await reviews()).rows.map((row) => row.id)).not.toContain(first!.id);
      expect((await document("partner-reviews", first!.id)).live).toEqual({ isVisible: false });

      await call("POST", "/partner-reviews/bulk", { action: "delete", ids: [second!.id] });
      expect((await storefront(`/customer/partner-reviews/${second!.id}`)).statusCode).toBe(404);
      await call("POST", "/partner-reviews/bulk", { action: "restore", ids: [second!.id] });
      expect((await storefront(`/customer/partner-reviews/${second!.id}`)).statusCode).toBe(200);
    });

    it("answers a bad moderation body with 400", async () => {
      const [row] = (await reviews()).rows;
      expect(
        fieldsOf(await call("PUT", `/partner-reviews/${row!.id}/draft`, { isVisible: "no" })).map(
          (field) => field.path,
        ),
      ).toEqual(["body.isVisible"]);
    });
  });

  describe("board types and posts", () => {
    const boardType = (overrides: Partial<ConsoleBoardTypeBody> = {}): ConsoleBoardTypeBody => ({
      name: "  시술 칼럼  ",
      description: "",
      layout: "GALLERY",
      area: "BOARD",
      postVisibility: "PUBLIC",
      writeRequiresLogin: false,
      isVisible: true,
      ...overrides,
    });
    const post = (boardTypeId: number, overrides: Partial<ConsoleBoardBody> = {}): ConsoleBoardBody => ({
      boardTypeId,
      title: "여름철 피부 관리",
      contentHtml: '<p>자외선 차단<script>alert(1)</script></p><img src="x" onerror="alert(1)">',
      thumbnailUrl: "/media/summer.png",
      isPinned: false,
      isVisible: true,
      ...overrides,
    });
    const boardTypes = async (area = "") =>
      listOf(boardTypeSchema).parse((await storefront(`/customer/board-types${area}`)).json()).rows;
    const postsOf = async (boardTypeId: number, headers: Record<string, string> = {}) => {
      const response = await storefront(`/customer/boards?boardTypeId=${boardTypeId}&pageSize=100`, headers);
      expect(response.statusCode, response.body).toBe(200);
      return boardPageSchema.parse(response.json()).rows;
    };

    it("creates a board hidden, publishes it, and keeps the site's board order", async () => {
      const id = await created("board-types", boardType());
      expect((await storefront(`/customer/board-types/${id}`)).statusCode).toBe(404);
      await publish("board-types", id);
      expect(boardTypeSchema.parse((await storefront(`/customer/board-types/${id}`)).json())).toEqual({
        id,
        name: "시술 칼럼",
        description: null,
        layout: "GALLERY",
        area: "BOARD",
        postVisibility: "PUBLIC",
        writeRequiresLogin: false,
      });
      // New boards go last; the console's order becomes the site's.
      const before = (await boardTypes()).map((row) => row.id);
      expect(before.at(-1)).toBe(id);
      const list = consoleContentListSchema.parse((await call("GET", "/board-types?size=100")).json());
      expect(list.ordered).toBe(true);
      expect(list.rows.find((row) => row.id === id)?.subtitle).toBe("게시판 · 갤러리형 · 글 0개");
      const reversed = list.rows.map((row) => row.id).reverse();
      expect((await call("PUT", "/board-types/order", { ids: reversed })).statusCode).toBe(200);
      expect((await boardTypes()).map((row) => row.id)).toEqual(
        reversed.filter((row) => before.includes(row)),
      );
    });

    it("makes a customer board that the customer centre lists, with its writing rules", async () => {
      const id = await created(
        "board-types",
        boardType({ name: "1:1 상담", area: "CSCENTER", postVisibility: "CHOICE", writeRequiresLogin: true }),
      );
      await publish("board-types", id);
      expect((await boardTypes("?area=CSCENTER")).find((row) => row.id === id)).toMatchObject({
        name: "1:1 상담",
        area: "CSCENTER",
        postVisibility: "CHOICE",
        writeRequiresLogin: true,
      });
      expect((await boardTypes("?area=BOARD")).map((row) => row.id)).not.toContain(id);
      expect(boardTypePreviewPath(id, (await document("board-types", id)).live)).toBe(
        `/cscenter/boards/${id}`,
      );
      expect(boardTypePreviewPath(id)).toBe(`/boards/${id}`);
      // Posts belong on article boards only: a customer board is refused.
      expect(fieldsOf(await call("POST", "/boards", post(id))).map((field) => field.path)).toEqual([
        "body.boardTypeId",
      ]);
    });

    it("answers bad board settings with 400 and Korean messages", async () => {
      const bad = fieldsOf(
        await call("POST", "/board-types", { ...boardType(), name: "", layout: "GRID", area: "SHOP" }),
      );
      expect(bad.map((field) => field.path).sort()).toEqual(["body.area", "body.layout", "body.name"]);
      expect(bad.find((field) => field.path === "body.layout")?.message).toBe(
        "목록형(LIST)이나 갤러리형(GALLERY)을 골라 주세요.",
      );
    });

    it("publishes a post sanitised, keeps edits as drafts, and lists pinned posts first", async () => {
      const boardId = await created("board-types", boardType({ name: "건강 칼럼" }));
      await publish("board-types", boardId);
      const first = await created("boards", post(boardId));
      expect(await postsOf(boardId)).toEqual([]);
      await publish("boards", first);
      const pinned = await created("boards", post(boardId, { title: "공지: 휴진 안내", isPinned: true }));
      await publish("boards", pinned);
      const newest = await created("boards", post(boardId, { title: "가을철 보습" }));
      await publish("boards", newest);
      expect((await postsOf(boardId)).map((row) => row.id)).toEqual([pinned, newest, first]);

      const detail = boardDetailSchema.parse((await storefront(`/customer/boards/${first}`)).json());
      expect(detail.contentHtml).not.toMatch(/script|onerror/);
      expect(detail.contentHtml).toContain("자외선 차단");
      expect(detail).toMatchObject({ title: "여름철 피부 관리", thumbnailUrl: "/media/summer.png" });
      // Stored as the site shows it.
      expect((await document("boards", first)).live.contentHtml).not.toMatch(/script|onerror/);

      const edit = post(boardId, { title: "여름철 피부 관리 (개정)" });
      expect((await call("PUT", `/boards/${first}/draft`, edit)).statusCode).toBe(204);
      expect((await storefront(`/customer/boards/${first}`)).json()).toMatchObject({
        title: "여름철 피부 관리",
      });
      await publish("boards", first);
      expect((await storefront(`/customer/boards/${first}`)).json()).toMatchObject({
        title: "여름철 피부 관리 (개정)",
      });

      const list = consoleContentListSchema.parse((await call("GET", "/boards?q=여름철")).json());
      expect(list.rows.map((row) => [row.id, row.subtitle])).toEqual([[first, "건강 칼럼"]]);
      const boards = consoleContentListSchema.parse((await call("GET", "/board-types?q=건강 칼럼")).json());
      expect(boards.rows[0]?.subtitle).toBe("게시판 · 갤러리형 · 글 3개");
      expect(boardPreviewPath(first, (await document("boards", first)).live)).toBe(
        `/boards/${boardId}/detail/${first}`,
      );
    });

    it("shows a draft post to a signed preview only", async () => {
      const boardId = (await boardTypes("?area=BOARD"))[0]!.id;
      const id = await created("boards", post(boardId, { title: "미리보기 글" }));
      const issued = await t.app.inject({
        method: "POST",
        url: `/console/clinics/${lumiere}/preview-token`,
        headers: { authorization: `Bearer ${staff}` },
      });
      const { token } = consolePreviewTokenSchema.parse(issued.json());
      expect((await postsOf(boardId, { [PREVIEW_HEADER]: token })).map((row) => row.id)).toContain(id);
      expect((await postsOf(boardId)).map((row) => row.id)).not.toContain(id);
    });

    it("refuses another clinic's board, a board in the trash and bad posts with 400", async () => {
      const haneulBoard = await haneulFirst("board-types");
      expect(fieldsOf(await call("POST", "/boards", post(haneulBoard.id)))).toEqual([
        {
          path: "body.boardTypeId",
          message: "게시판을 목록에서 고르세요. 고객센터 게시판에는 글을 쓸 수 없습니다.",
        },
      ]);
      const trashed = await created("board-types", boardType({ name: "지울 게시판" }));
      await call("POST", "/board-types/bulk", { action: "delete", ids: [trashed] });
      expect(fieldsOf(await call("POST", "/boards", post(trashed))).map((field) => field.path)).toEqual([
        "body.boardTypeId",
      ]);
      const bad = fieldsOf(
        await call("POST", "/boards", { ...post(trashed), boardTypeId: null, title: " ", thumbnailUrl: "x" }),
      );
      expect(bad.map((field) => field.path).sort()).toEqual([
        "body.boardTypeId",
        "body.thumbnailUrl",
        "body.title",
      ]);
      expect(bad.find((field) => field.path === "body.boardTypeId")?.message).toBe(
        "게시판을 목록에서 고르세요.",
      );
    });

    it("takes a board's posts off the site with the board when it moves to the trash", async () => {
      const boardId = await created("board-types", boardType({ name: "임시 게시판" }));
      await publish("board-types", boardId);
      const id = await created("boards", post(boardId));
      await publish("boards", id);
      expect((await storefront(`/customer/boards/${id}`)).statusCode).toBe(200);
      await call("POST", "/board-types/bulk", { action: "delete", ids: [boardId] });
      expect((await storefront(`/customer/boards/${id}`)).statusCode).toBe(404);
      expect((await storefront(`/customer/board-types/${boardId}`)).statusCode).toBe(404);
    });

    it("refuses to purge a board that still has posts, so visitors' posts are never lost with it", async () => {
      const owner = await signInOwner(t, "lumiere");
      const asOwner = (path: string, payload: object) =>
        t.app.inject({
          method: "POST",
          url: `/console/clinics/${lumiere}/content${path}`,
          headers: { authorization: `Bearer ${owner}` },
          payload,
        });
      const boards = consoleContentListSchema.parse((await call("GET", "/boards?size=100")).json()).rows;
      const withPosts = (await document("boards", boards[0]!.id)).live.boardTypeId as number;
      await asOwner("/board-types/bulk", { action: "delete", ids: [withPosts] });
      const purge = await asOwner("/board-types/bulk", { action: "purge", ids: [withPosts] });
      expect(purge.statusCode).toBe(409);
      expect(apiErrorSchema.parse(purge.json()).translate).toContain("글이 있는 게시판");
      await asOwner("/board-types/bulk", { action: "restore", ids: [withPosts] });
      expect((await document("board-types", withPosts)).deletedAt).toBeNull();
    });
  });
});
