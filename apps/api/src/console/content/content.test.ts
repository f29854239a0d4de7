import { signInOwner } from "@api/testing/console-fixtures";
import { useConsoleTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import {
  apiErrorSchema,
  type ConsoleProductBody,
  consoleBulkResultSchema,
  consoleContentListSchema,
  consoleDocumentSchema,
  consolePreviewTokenSchema,
  eventPageSchema,
  PREVIEW_HEADER,
  productPageSchema,
} from "@clinic/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_ENTITIES } from "./entities";
import { createContentService } from "./service";

describe("console content: drafts, publishing, order, trash and preview", () => {
  const t = useConsoleTestApp({}, { staff: true });
  let categoryId: number;

  beforeAll(async () => {
    const categories = consoleContentListSchema.parse((await call("GET", "/categories", t.staff)).json());
    categoryId = categories.rows[0]!.id;
  });

  function call(method: "GET" | "POST" | "PUT" | "DELETE", path: string, token?: string, payload?: object) {
    return t.app.inject({
      method,
      url: `/console/clinics/${t.lumiere}/content${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  }
  const product = (overrides: Partial<ConsoleProductBody> = {}): ConsoleProductBody => ({
    categoryId,
    name: "  물광 스킨부스터  ",
    summary: "",
    contentHtml: "<p>촉촉한 피부</p>",
    thumbnailUrl: null,
    imageUrls: ["/media/demo.png"],
    customBadges: ["신규"],
    tags: ["물광"],
    isRecommend: false,
    isVisible: true,
    options: [{ name: "1회", price: 99_000, originalPrice: 150_000, durationMinutes: 30, isDefault: true }],
    ...overrides,
  });
  const listedNames = async (
    keyword: string,
    headers = site(LUMIERE),
    extra: Record<string, string> = {},
  ) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/products?keyword=${encodeURIComponent(keyword)}`,
      headers: { ...headers, ...extra },
    });
    expect(response.statusCode, response.body).toBe(200);
    return productPageSchema.parse(response.json()).rows.map((row) => row.name);
  };
  const create = async (body: ConsoleProductBody) => {
    const response = await call("POST", "/products", t.staff, body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  };

  it("keeps a new product off the site until it is published, then lists it", async () => {
    const id = await create(product());
    expect(await listedNames("물광 스킨부스터")).toEqual([]);
    const doc = consoleDocumentSchema.parse((await call("GET", `/products/${id}`, t.staff)).json());
    expect(doc.isVisible).toBe(false);
    expect(doc.draft).toMatchObject({ name: "물광 스킨부스터", summary: null });
    expect(doc.previewPath).toBe(`/products/${id}`);

    const published = await call("POST", `/products/${id}/publish`, t.staff, {});
    expect(published.json()).toEqual({ published: true, publishAt: null });
    expect(await listedNames("물광 스킨부스터")).toEqual(["물광 스킨부스터"]);
    const after = consoleDocumentSchema.parse((await call("GET", `/products/${id}`, t.staff)).json());
    expect(after.draft).toBeNull();
    expect(after.live).toMatchObject({ isVisible: true, options: [{ name: "1회", price: 99_000 }] });
  });

  it("saves edits of a published product as a draft the site does not show until published", async () => {
    const id = await create(product({ name: "아쿠아 필링" }));
    await call("POST", `/products/${id}/publish`, t.staff, {});
    const live = consoleDocumentSchema.parse((await call("GET", `/products/${id}`, t.staff)).json()).live;
    const optionId = (live.options as { id: number }[])[0]!.id;
    const saved = await call("PUT", `/products/${id}/draft`, t.staff, {
      ...product({ name: "아쿠아 필링 플러스" }),
      options: [
        {
          id: optionId,
          name: "1회",
          price: 89_000,
          originalPrice: null,
          durationMinutes: 30,
          isDefault: true,
        },
        { name: "5회", price: 399_000, originalPrice: null, durationMinutes: 30, isDefault: false },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(204);
    expect(await listedNames("아쿠아 필링")).toEqual(["아쿠아 필링"]);

    await call("POST", `/products/${id}/publish`, t.staff, {});
    expect(await listedNames("아쿠아 필링")).toEqual(["아쿠아 필링 플러스"]);
    const options = consoleDocumentSchema.parse((await call("GET", `/products/${id}`, t.staff)).json()).live
      .options as { id: number; name: string }[];
    // The edited option kept its id (carts holding it stay valid); the new one was added after it.
    expect(options.map((option) => [option.id === optionId, option.name])).toEqual([
      [true, "1회"],
      [false, "5회"],
    ]);
  });

  it("discards a draft, keeps the live version, and audits a repeated discard once", async () => {
    const id = await create(product({ name: "크림 필링" }));
    await call("POST", `/products/${id}/publish`, t.staff, {});
    await call("PUT", `/products/${id}/draft`, t.staff, product({ name: "크림 필링 리뉴얼" }));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await call("DELETE", `/products/${id}/draft`, t.staff)).statusCode).toBe(204);
    }
    const doc = consoleDocumentSchema.parse((await call("GET", `/products/${id}`, t.staff)).json());
    expect(doc.draft).toBeNull();
    await call("POST", `/products/${id}/publish`, t.staff, {});
    expect(await listedNames("크림 필링")).toEqual(["크림 필링"]);
    const actions = await t.database.db
      .select({ action: schema.auditEvents.action })
      .from(schema.auditEvents)
      .where(
        and(eq(schema.auditEvents.partnerId, t.lumiere), eq(schema.auditEvents.target, `products:${id}`)),
      );
    expect(actions.filter((row) => row.action.endsWith("discard"))).toHaveLength(1);
  });

  it("shows drafts to a signed preview of the same clinic only, and never changes the live rows", async () => {
    const id = await create(product({ name: "미리보기 레이저" }));
    const issued = await t.app.inject({
      method: "POST",
      url: `/console/clinics/${t.lumiere}/preview-token`,
      headers: { authorization: `Bearer ${t.staff}` },
    });
    const { token } = consolePreviewTokenSchema.parse(issued.json());
    expect(await listedNames("미리보기 레이저", site(LUMIERE), { [PREVIEW_HEADER]: token })).toEqual([
      "미리보기 레이저",
    ]);
    // The same token at another clinic's site, a forged one, or none: the live site.
    expect(await listedNames("미리보기 레이저", site(HANEUL), { [PREVIEW_HEADER]: token })).toEqual([]);
    expect(await listedNames("미리보기 레이저", site(LUMIERE), { [PREVIEW_HEADER]: `${token}x` })).toEqual(
      [],
    );
    expect(await listedNames("미리보기 레이저")).toEqual([]);
    const session = await t.app.inject({
      method: "GET",
      url: "/preview-session",
      headers: { ...site(LUMIERE), [PREVIEW_HEADER]: token },
    });
    expect(session.statusCode).toBe(200);
    expect(session.headers["cache-control"]).toBe("private, no-store");
    const refused = await t.app.inject({ method: "GET", url: "/preview-session", headers: site(LUMIERE) });
    expect(apiErrorSchema.parse(refused.json()).status).toBe(403);
    const doc = consoleDocumentSchema.parse((await call("GET", `/products/${id}`, t.staff)).json());
    expect(doc.isVisible).toBe(false);
  });

  it("publishes a scheduled draft when its time comes, not before", async () => {
    const at = new Date(Date.now() + 60 * 60_000);
    const eventId = (
      (
        await call("POST", "/events", t.staff, {
          title: "겨울 한정 이벤트",
          summary: null,
          contentHtml: "",
          thumbnailUrl: null,
          isSecret: false,
          isVisible: true,
          startDate: null,
          endDate: null,
          productIds: [],
        })
      ).json() as { id: number }
    ).id;
    const scheduled = await call("POST", `/events/${eventId}/publish`, t.staff, { at: at.toISOString() });
    expect(scheduled.json()).toEqual({ published: false, publishAt: at.toISOString() });
    const titles = async () =>
      eventPageSchema
        .parse(
          (await t.app.inject({ method: "GET", url: "/events?size=100", headers: site(LUMIERE) })).json(),
        )
        .rows.map((row) => row.title);
    const publisher = createContentService(t.database, CONTENT_ENTITIES);
    expect(await publisher.publishDue(new Date(at.getTime() - 1_000))).toBe(0);
    expect(await titles()).not.toContain("겨울 한정 이벤트");
    expect(await publisher.publishDue(at)).toBe(1);
    expect(await titles()).toContain("겨울 한정 이벤트");
    expect(await publisher.publishDue(at)).toBe(0);
  });

  it("stores rich text sanitised, as the storefront shows it", async () => {
    const id = await create(
      product({ name: "정화 시술", contentHtml: '<p onclick="x()">본문<script>alert(1)</script></p>' }),
    );
    await call("POST", `/products/${id}/publish`, t.staff, {});
    const detail = await t.app.inject({ method: "GET", url: `/products/${id}`, headers: site(LUMIERE) });
    const html = JSON.stringify(detail.json());
    expect(html).toContain("본문");
    expect(html).not.toMatch(/script|onclick/);
  });

  it("orders, hides with an undo, moves to the trash and restores", async () => {
    const before = consoleContentListSchema.parse((await call("GET", "/products?size=100", t.staff)).json());
    expect(before.ordered).toBe(true);
    const ids = before.rows.map((row) => row.id);
    const reversed = [...ids].reverse();
    expect((await call("PUT", "/products/order", t.staff, { ids: reversed })).statusCode).toBe(200);
    const after = consoleContentListSchema.parse((await call("GET", "/products?size=100", t.staff)).json());
    expect(after.rows.map((row) => row.id)).toEqual(reversed);

    const target = ids[0]!;
    const hidden = consoleBulkResultSchema.parse(
      (await call("POST", "/products/bulk", t.staff, { action: "hide", ids: [target] })).json(),
    );
    expect(hidden.undo).toEqual({ action: "show", ids: [target] });
    const deleted = consoleBulkResultSchema.parse(
      (await call("POST", "/products/bulk", t.staff, { action: "delete", ids: [target] })).json(),
    );
    expect(deleted.undo).toEqual({ action: "restore", ids: [target] });
    const detail = await t.app.inject({ method: "GET", url: `/products/${target}`, headers: site(LUMIERE) });
    expect(detail.statusCode).toBe(404);
    const trash = consoleContentListSchema.parse((await call("GET", "/products?trash=true", t.staff)).json());
    expect(trash.rows.map((row) => row.id)).toEqual([target]);
    // Staff may not empty the trash; restoring brings the row back as it was (hidden).
    expect(
      (await call("POST", "/products/bulk", t.staff, { action: "purge", ids: [target] })).statusCode,
    ).toBe(403);
    await call("POST", "/products/bulk", t.staff, { action: "restore", ids: [target] });
    const restored = consoleDocumentSchema.parse((await call("GET", `/products/${target}`, t.staff)).json());
    expect([restored.deletedAt, restored.isVisible]).toEqual([null, false]);
  });

  it("refuses an order naming another clinic's or a made-up id with 404, changing nothing", async () => {
    const haneulOwner = await signInOwner(t, "haneul");
    const theirs = await t.app.inject({
      method: "GET",
      url: `/console/clinics/${t.partnerIds.haneul}/content/products`,
      headers: { authorization: `Bearer ${haneulOwner}` },
    });
    const foreignId = consoleContentListSchema.parse(theirs.json()).rows[0]!.id;
    const listed = async () =>
      consoleContentListSchema
        .parse((await call("GET", "/products?size=100", t.staff)).json())
        .rows.map((row) => row.id);
    const before = await listed();
    for (const ids of [[foreignId], [...before].reverse().concat(foreignId), [2_000_000_000]]) {
      const response = await call("PUT", "/products/order", t.staff, { ids });
      expect(response.statusCode, JSON.stringify(ids)).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ status: 404 });
    }
    expect(await listed()).toEqual(before);
    // Every content entity answers the same way, whether it can be ordered (404) or not (400).
    for (const entity of CONTENT_ENTITIES) {
      const response = await call("PUT", `/${entity.key}/order`, t.staff, { ids: [foreignId] });
      expect([400, 404], entity.key).toContain(response.statusCode);
      expect(apiErrorSchema.parse(response.json()).status).toBe(response.statusCode);
    }
  });

  it("lets the owner purge a row from the trash for good", async () => {
    const id = await create(product({ name: "지울 시술" }));
    await call("POST", "/products/bulk", t.owner, { action: "delete", ids: [id] });
    const purged = consoleBulkResultSchema.parse(
      (await call("POST", "/products/bulk", t.owner, { action: "purge", ids: [id] })).json(),
    );
    expect(purged).toEqual({ action: "purge", ids: [id], undo: null });
    expect((await call("GET", `/products/${id}`, t.owner)).statusCode).toBe(404);
  });

  it("answers bad input with 400 and Korean field messages, and other clinics' ids with 404", async () => {
    const bad = await call("POST", "/products", t.staff, product({ name: " ", options: [] }));
    expect(bad.statusCode).toBe(400);
    const paths = apiErrorSchema.parse(bad.json()).fields?.map((field) => field.path);
    expect(paths).toEqual(expect.arrayContaining(["body.name", "body.options"]));
    const foreignCategory = await call("POST", "/products", t.staff, product({ categoryId: 999_999 }));
    expect(apiErrorSchema.parse(foreignCategory.json()).fields).toEqual([
      { path: "body.categoryId", message: "분류를 목록에서 고르세요." },
    ]);
    const pricing = await call(
      "POST",
      "/products",
      t.staff,
      product({
        options: [
          { name: "1회", price: 10_000, originalPrice: 5_000, durationMinutes: null, isDefault: true },
        ],
      }),
    );
    expect(apiErrorSchema.parse(pricing.json()).fields?.[0]?.path).toBe("body.options.0.originalPrice");
    const haneulOwner = await signInOwner(t, "haneul");
    const [haneulProduct] = consoleContentListSchema.parse(
      (
        await t.app.inject({
          method: "GET",
          url: `/console/clinics/${t.partnerIds.haneul}/content/products`,
          headers: { authorization: `Bearer ${haneulOwner}` },
        })
      ).json(),
    ).rows;
    expect((await call("GET", `/products/${haneulProduct!.id}`, t.staff)).statusCode).toBe(404);
    const foreignBulk = consoleBulkResultSchema.parse(
      (await call("POST", "/products/bulk", t.staff, { action: "delete", ids: [haneulProduct!.id] })).json(),
    );
    expect(foreignBulk.ids).toEqual([]);
    expect((await call("GET", "/products?page=0", t.staff)).statusCode).toBe(400);
    expect((await call("POST", "/products/1/publish", t.staff, { at: "tomorrow" })).statusCode).toBe(400);
  });
});
