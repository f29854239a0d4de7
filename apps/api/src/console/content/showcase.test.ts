import { signInOwner, signInStaff } from "@api/testing/console-fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { findDemoFixtures } from "@clinic/db";
import {
  apiErrorSchema,
  brandingSchema,
  type ConsoleBrandingBody,
  type ConsoleEmployeeBody,
  type ConsoleExhibitionBody,
  type ConsoleSpaceBody,
  consoleContentListSchema,
  consoleDocumentSchema,
  exhibitionDetailSchema,
  exhibitionPageSchema,
  partnerEmployeeListSchema,
  partnerSpaceListSchema,
  productPageSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";

type Method = "GET" | "POST" | "PUT" | "DELETE";

describe("console content: exhibitions, brandings, employees and spaces", () => {
  const t = useTestApp();
  let staff: string;
  /** Two listed treatments of lumiere and the category of the first. */
  let productIds: [number, number];
  let categoryId: number;
  /** A listed treatment and a category of the other clinic. */
  let haneulProductId: number;
  let haneulCategoryId: number;

  beforeAll(async () => {
    staff = await signInStaff(t, t.lumiere);
    const listed = async (origin: string) =>
      productPageSchema.parse(
        (await t.app.inject({ method: "GET", url: "/products?pageSize=2", headers: site(origin) })).json(),
      ).rows;
    const [first, second] = await listed(LUMIERE);
    const [haneul] = await listed(HANEUL);
    productIds = [first!.id, second!.id];
    categoryId = first!.categoryId;
    haneulProductId = haneul!.id;
    haneulCategoryId = haneul!.categoryId;
  });

  const call = (method: Method, path: string, payload?: object, token = staff, partnerId = t.lumiere) =>
    t.app.inject({
      method,
      url: `/console/clinics/${partnerId}/content${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const storefront = (url: string, origin = LUMIERE) =>
    t.app.inject({ method: "GET", url, headers: site(origin) });
  const create = async (key: string, body: object) => {
    const response = await call("POST", `/${key}`, body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  };
  const publish = async (key: string, id: number) => {
    const response = await call("POST", `/${key}/${id}/publish`, {});
    expect(response.json()).toEqual({ published: true, publishAt: null });
  };
  const saveDraft = async (key: string, id: number, body: object) => {
    const response = await call("PUT", `/${key}/${id}/draft`, body);
    expect(response.statusCode, response.body).toBe(204);
  };
  const document = async (key: string, id: number) =>
    consoleDocumentSchema.parse((await call("GET", `/${key}/${id}`)).json());
  const listIds = async (key: string) =>
    consoleContentListSchema.parse((await call("GET", `/${key}?size=100`)).json()).rows.map((row) => row.id);
  /** The field errors of a 400, as [path, message]. */
  const refusal = async (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(400);
    return (apiErrorSchema.parse(response.json()).fields ?? []).map((field) => [field.path, field.message]);
  };

  const exhibition = (overrides: Partial<ConsoleExhibitionBody> = {}): ConsoleExhibitionBody => ({
    title: "봄맞이 피부 기획전",
    summary: "  ",
    contentHtml: '<p>봄 피부 준비</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    thumbnailUrl: "/media/lumiere/spring.png",
    bannerImageUrl: null,
    startDate: "2026-03-01",
    endDate: "2026-03-31",
    productIds: [productIds[1], productIds[0]],
    isVisible: true,
    ...overrides,
  });
  const branding = (overrides: Partial<ConsoleBrandingBody> = {}): ConsoleBrandingBody => ({
    title: "루미에르 보습 이야기",
    subtitle: "속부터 채우는 보습",
    contentHtml: "<h2>보습</h2><p>피부 장벽부터</p><iframe src='https://evil.example'></iframe>",
    heroImageUrl: "https://cdn.example.com/hero.png",
    categoryId,
    isVisible: true,
    ...overrides,
  });
  const employee = (overrides: Partial<ConsoleEmployeeBody> = {}): ConsoleEmployeeBody => ({
    employeeType: "DOCTOR",
    name: "  한지우  ",
    position: "원장",
    specialty: "보톡스 · 필러",
    greeting: null,
    careers: ["피부과 전문의", "  대한피부과학회 정회원 "],
    photoUrl: null,
    isVisible: true,
    ...overrides,
  });
  const space = (overrides: Partial<ConsoleSpaceBody> = {}): ConsoleSpaceBody => ({
    title: "수면 회복실",
    description: "시술 후 메이크업을 정돈하는 공간입니다.",
    imageUrl: "/media/lumiere/powder.png",
    isVisible: true,
    ...overrides,
  });

  describe("exhibitions", () => {
    const detail = (id: number) => storefront(`/customer/exhibitions/${id}`);
    const listedTitles = async () =>
      exhibitionPageSchema
        .parse((await storefront("/customer/exhibitions?pageSize=50")).json())
        .rows.map((row) => row.title);

    it("keeps a new exhibition off the site until published, then shows it with its products in order", async () => {
      const id = await create("exhibitions", exhibition());
      expect((await detail(id)).statusCode).toBe(404);
      expect(await listedTitles()).not.toContain("봄맞이 피부 기획전");
      const doc = await document("exhibitions", id);
      expect([doc.isVisible, doc.previewPath]).toEqual([false, `/exhibitions/${id}`]);
      expect(doc.draft).toMatchObject({ summary: null, productIds: [productIds[1], productIds[0]] });

      await publish("exhibitions", id);
      const shown = exhibitionDetailSchema.parse((await detail(id)).json());
      expect(shown.products.map((product) => product.id)).toEqual([productIds[1], productIds[0]]);
      expect([shown.startDate, shown.endDate, shown.summary]).toEqual(["2026-03-01", "2026-03-31", null]);
      // Stored sanitised: the site renders it as it is.
      expect(shown.contentHtml).toContain("<p>봄 피부 준비</p>");
      expect(shown.contentHtml).not.toMatch(/script|onerror/);
      expect(await listedTitles()).toContain("봄맞이 피부 기획전");
    });

    it("keeps the live exhibition while an edit waits as a draft", async () => {
      const id = await create("exhibitions", exhibition({ title: "여름 기획전" }));
      await publish("exhibitions", id);
      await saveDraft(
        "exhibitions",
        id,
        exhibition({ title: "여름 바캉스 기획전", productIds: [productIds[0]] }),
      );
      const live = exhibitionDetailSchema.parse((await detail(id)).json());
      expect([live.title, live.products.length]).toEqual(["여름 기획전", 2]);
      await publish("exhibitions", id);
      const edited = exhibitionDetailSchema.parse((await detail(id)).json());
      expect([edited.title, edited.products.map((product) => product.id)]).toEqual([
        "여름 바캉스 기획전",
        [productIds[0]],
      ]);
    });

    it("lists exhibitions on the site in the order the console sets", async () => {
      const ids = await listIds("exhibitions");
      const reversed = [...ids].reverse();
      expect((await call("PUT", "/exhibitions/order", { ids: reversed })).statusCode).toBe(200);
      const site = exhibitionPageSchema.parse((await storefront("/customer/exhibitions?pageSize=50")).json());
      const visible = new Set(site.rows.map((row) => row.id));
      expect(site.rows.map((row) => row.id)).toEqual(reversed.filter((id) => visible.has(id)));
      expect(site.rows.length).toBeGreaterThan(2);
    });

    it("refuses bad bodies and other clinics' treatments with Korean field messages", async () => {
      expect(
        await refusal(await call("POST", "/exhibitions", exhibition({ title: " ", endDate: "2026-02-01" }))),
      ).toEqual(
        expect.arrayContaining([
          ["body.title", "기획전 제목을 입력해 주세요."],
          ["body.endDate", "종료일은 시작일과 같거나 뒤여야 합니다."],
        ]),
      );
      expect(
        await refusal(await call("POST", "/exhibitions", exhibition({ startDate: "2026-02-30" }))),
      ).toEqual([["body.startDate", "없는 날짜입니다."]]);
      expect(
        await refusal(
          await call("POST", "/exhibitions", exhibition({ productIds: [productIds[0], productIds[0]] })),
        ),
      ).toEqual([["body.productIds", "같은 시술이 두 번 있습니다."]]);
      expect(
        await refusal(
          await call("POST", "/exhibitions", exhibition({ productIds: [productIds[0], haneulProductId] })),
        ),
      ).toEqual([["body.productIds", "시술을 목록에서 고르세요."]]);
      expect(
        await refusal(
          await call("POST", "/exhibitions", exhibition({ thumbnailUrl: "javascript:alert(1)" })),
        ),
      ).toEqual([
        ["body.thumbnailUrl", "미디어 라이브러리(/media/…)나 http(s):// 이미지 주소를 입력해 주세요."],
      ]);
      // Text the database cannot store is a 400, not a 500.
      expect(await refusal(await call("POST", "/exhibitions", exhibition({ summary: "봄\u0000" })))).toEqual([
        ["body.summary", "입력할 수 없는 문자가 포함되어 있습니다."],
      ]);
      const [id] = await listIds("exhibitions");
      expect(
        await refusal(
          await call("PUT", `/exhibitions/${id}/draft`, exhibition({ productIds: [haneulProductId] })),
        ),
      ).toEqual([["body.productIds", "시술을 목록에서 고르세요."]]);
    });
  });

  describe("brandings", () => {
    const page = (id: number, query = "") => storefront(`/customer/brandings/${id}${query}`);

    it("keeps a new branding off the site until published, then shows it with its category's treatments", async () => {
      const id = await create("brandings", branding());
      expect((await page(id)).statusCode).toBe(404);
      expect((await document("brandings", id)).previewPath).toBe(`/brandings/${id}`);
      await publish("brandings", id);
      const shown = brandingSchema.parse((await page(id)).json());
      expect([shown.title, shown.isPublished]).toEqual(["루미에르 보습 이야기", true]);
      expect(shown.products.map((product) => product.id)).toContain(productIds[0]);
      expect(shown.contentHtml).toContain("<h2>보습</h2>");
      expect(shown.contentHtml).not.toContain("iframe");
    });

    it("keeps the live branding while an edit waits as a draft, and lists the newest edit first", async () => {
      const id = await create("brandings", branding({ title: "토닝 이야기", categoryId: null }));
      await publish("brandings", id);
      expect(brandingSchema.parse((await page(id)).json()).products).toEqual([]);
      const before = brandingSchema.parse((await page(id)).json()).updatedAt;
      await saveDraft("brandings", id, branding({ title: "토닝 이야기 2" }));
      expect(brandingSchema.parse((await page(id)).json()).title).toBe("토닝 이야기");

      const list = consoleContentListSchema.parse((await call("GET", "/brandings")).json());
      expect(list.ordered).toBe(false);
      expect((await call("PUT", "/brandings/order", { ids: [id] })).statusCode).toBe(400);
      // Republishing the oldest published one moves it to the top: the list is newest edit first.
      const oldest = list.rows.filter((row) => row.isVisible && row.id !== id).at(-1)!.id;
      await publish("brandings", oldest);
      expect((await listIds("brandings"))[0]).toBe(oldest);
      await publish("brandings", id);
      const after = brandingSchema.parse((await page(id)).json());
      expect(after.title).toBe("토닝 이야기 2");
      expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before));
      expect((await listIds("brandings"))[0]).toBe(id);
    });

    it("keeps the preview token of an unpublished branding when its edit is published", async () => {
      const { unpublishedBranding } = await findDemoFixtures(t.database, t.lumiere);
      const { id, previewToken } = unpublishedBranding;
      const live = (await document("brandings", id)).live as ConsoleBrandingBody;
      expect(live.isVisible).toBe(false);
      await saveDraft("brandings", id, { ...live, subtitle: "공개 전 수정본" });
      await publish("brandings", id);
      // Publishing applies the draft as it is: still unpublished, still reachable with its preview link.
      expect((await page(id)).statusCode).toBe(404);
      const previewed = brandingSchema.parse((await page(id, `?previewToken=${previewToken}`)).json());
      expect([previewed.subtitle, previewed.isPublished]).toEqual(["공개 전 수정본", false]);
    });

    it("refuses another clinic's category and bad bodies with Korean field messages", async () => {
      expect(
        await refusal(await call("POST", "/brandings", branding({ categoryId: haneulCategoryId }))),
      ).toEqual([["body.categoryId", "분류를 목록에서 고르세요."]]);
      expect(
        await refusal(await call("POST", "/brandings", branding({ title: "", heroImageUrl: "hero.png" }))),
      ).toEqual(
        expect.arrayContaining([
          ["body.title", "브랜딩 제목을 입력해 주세요."],
          ["body.heroImageUrl", "미디어 라이브러리(/media/…)나 http(s):// 이미지 주소를 입력해 주세요."],
        ]),
      );
      expect((await call("POST", "/brandings", { ...branding(), categoryId: "abc" })).statusCode).toBe(400);
    });
  });

  describe("employees", () => {
    const names = async (query = "") =>
      partnerEmployeeListSchema
        .parse((await storefront(`/partner-employees${query}`)).json())
        .rows.map((row) => row.name);

    it("keeps a new doctor off the site until published, then lists them where the console orders them", async () => {
      const id = await create("employees", employee());
      expect(await names("?partnerEmployeeType=DOCTOR")).not.toContain("한지우");
      const doc = await document("employees", id);
      expect([doc.previewPath, doc.draft?.name, doc.draft?.careers]).toEqual([
        "/introduce/staff",
        "한지우",
        ["피부과 전문의", "대한피부과학회 정회원"],
      ]);
      await publish("employees", id);
      expect((await names("?partnerEmployeeType=DOCTOR")).at(-1)).toBe("한지우");

      const ids = await listIds("employees");
      await call("PUT", "/employees/order", { ids: [id, ...ids.filter((other) => other !== id)] });
      expect((await names("?partnerEmployeeType=DOCTOR"))[0]).toBe("한지우");
      const row = consoleContentListSchema.parse((await call("GET", "/employees?q=한지우")).json()).rows[0];
      expect(row?.subtitle).toBe("의사 · 원장");
    });

    it("keeps the live employee while an edit waits as a draft, and shows a nurse only to the all-types list", async () => {
      const id = await create(
        "employees",
        employee({ name: "오간호", employeeType: "NURSE", position: null }),
      );
      await publish("employees", id);
      expect(await names()).toContain("오간호");
      expect(await names("?partnerEmployeeType=DOCTOR")).not.toContain("오간호");
      await saveDraft("employees", id, employee({ name: "오수간호", employeeType: "NURSE" }));
      expect(await names()).toContain("오간호");
      await publish("employees", id);
      expect(await names()).toContain("오수간호");
      expect(await names()).not.toContain("오간호");
    });

    it("refuses bad bodies with Korean field messages", async () => {
      expect(
        await refusal(
          await call("POST", "/employees", employee({ employeeType: "doctor" as "DOCTOR", name: "" })),
        ),
      ).toEqual(
        expect.arrayContaining([
          ["body.employeeType", "의사, 간호사, 직원 중에서 고르세요."],
          ["body.name", "이름을 입력해 주세요."],
        ]),
      );
      expect(
        await refusal(await call("POST", "/employees", employee({ careers: ["전문의", "  "] }))),
      ).toEqual([["body.careers.1", "빈 줄은 넣을 수 없습니다."]]);
      expect(
        await refusal(await call("POST", "/employees", employee({ careers: Array(31).fill("경력") }))),
      ).toEqual([["body.careers", "30개까지 넣을 수 있습니다."]]);
    });
  });

  describe("spaces", () => {
    const titles = async () =>
      partnerSpaceListSchema.parse((await storefront("/partner-spaces")).json()).rows.map((row) => row.title);

    it("keeps a new space off the site until published, and a hidden one off it too", async () => {
      const id = await create("spaces", space());
      expect(await titles()).not.toContain("수면 회복실");
      expect((await document("spaces", id)).previewPath).toBe("/introduce/space");
      await publish("spaces", id);
      expect((await titles()).at(-1)).toBe("수면 회복실");

      await saveDraft("spaces", id, space({ title: "수면 회복실 2" }));
      expect((await titles()).at(-1)).toBe("수면 회복실");
      await publish("spaces", id);
      expect((await titles()).at(-1)).toBe("수면 회복실 2");

      await call("POST", "/spaces/bulk", { action: "hide", ids: [id] });
      expect(await titles()).not.toContain("수면 회복실 2");
    });

    it("shows spaces in the order the console sets", async () => {
      const ids = await listIds("spaces");
      const reversed = [...ids].reverse();
      await call("PUT", "/spaces/order", { ids: reversed });
      const site = partnerSpaceListSchema.parse((await storefront("/partner-spaces")).json()).rows;
      const visible = new Set(site.map((row) => row.id));
      expect(site.map((row) => row.id)).toEqual(reversed.filter((id) => visible.has(id)));
    });

    it("refuses a space without a photo with Korean field messages", async () => {
      expect(await refusal(await call("POST", "/spaces", space({ imageUrl: " ", title: "" })))).toEqual(
        expect.arrayContaining([
          ["body.imageUrl", "이미지 주소를 입력해 주세요."],
          ["body.title", "공간 이름을 입력해 주세요."],
        ]),
      );
      expect(await refusal(await call("POST", "/spaces", space({ description: "x".repeat(501) })))).toEqual([
        ["body.description", "500자 이하로 입력해 주세요."],
      ]);
      // A lone surrogate cannot be stored as jsonb or text: a 400, not a 500.
      expect(await refusal(await call("POST", "/spaces", space({ title: "회복실\ud800" })))).toEqual([
        ["body.title", "입력할 수 없는 문자가 포함되어 있습니다."],
      ]);
    });
  });

  it("reads every demo row of both clinics as a body its own schema accepts", async () => {
    for (const code of ["lumiere", "haneul"] as const) {
      const partnerId = t.partnerIds[code];
      const owner = await signInOwner(t, code);
      for (const key of ["exhibitions", "brandings", "employees", "spaces"]) {
        const list = consoleContentListSchema.parse(
          (await call("GET", `/${key}?size=100`, undefined, owner, partnerId)).json(),
        );
        expect(list.rows.length, `${code} ${key}`).toBeGreaterThan(0);
        for (const { id } of list.rows) {
          const doc = consoleDocumentSchema.parse(
            (await call("GET", `/${key}/${id}`, undefined, owner, partnerId)).json(),
          );
          const saved = await call("PUT", `/${key}/${id}/draft`, doc.live, owner, partnerId);
          expect(saved.statusCode, `${code} ${key} ${id}: ${saved.body}`).toBe(204);
          await call("DELETE", `/${key}/${id}/draft`, undefined, owner, partnerId);
        }
      }
    }
  });
});
