import { consoleCall, eventually } from "@api/testing/console-fixtures";
import { useConsoleTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  bannerListSchema,
  consoleDocumentSchema,
  consoleTranslationPublishedSchema,
  consoleTranslationsSchema,
  eventPageSchema,
  faqGroupListSchema,
  noticePageSchema,
  productDetailSchema,
  productPageSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";

const HANGUL = /[\uAC00-\uD7A3]/;

describe("translations of a clinic's content (issue 29)", () => {
  const t = useConsoleTestApp({ cachePublicAnswers: true }, { staff: true });
  let productId: number;
  let koreanName: string;

  beforeAll(async () => {
    // A new treatment: one nobody has translated yet (the demo's are translated).
    const page = productPageSchema.parse(
      (await t.app.inject({ url: "/products?pageSize=1", headers: site(LUMIERE) })).json(),
    );
    const clinicPath = `/console/clinics/${t.lumiere}/content/products`;
    const model = consoleDocumentSchema.parse(
      (await consoleCall(t, t.owner)("GET", `${clinicPath}/${page.rows[0]?.id}`)).json(),
    ).live as { options: { id?: number }[] };
    koreanName = "번역 시험 시술";
    const created = await consoleCall(t, t.owner)("POST", clinicPath, {
      ...model,
      name: koreanName,
      options: model.options.map(({ id: _id, ...option }) => option),
    });
    expect(created.statusCode, created.body).toBe(201);
    productId = (created.json() as { id: number }).id;
    expect((await consoleCall(t, t.owner)("POST", `${clinicPath}/${productId}/publish`, {})).statusCode).toBe(
      200,
    );
  });

  const path = (entity = "products", id = productId) =>
    `/console/clinics/${t.lumiere}/content/${entity}/${id}/translations`;
  const call = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object, token = t.owner) =>
    consoleCall(t, token)(method, url, payload);
  const detail = async (language?: string, origin = LUMIERE) =>
    productDetailSchema.parse(
      (
        await t.app.inject({
          url: `/products/${productId}${language ? `?languageCode=${language}` : ""}`,
          headers: site(origin),
        })
      ).json(),
    );

  it("shows each language beside the Korean, with every filled Korean field missing", async () => {
    const answer = consoleTranslationsSchema.parse((await call("GET", path())).json());
    expect(answer.source.name).toBe(koreanName);
    expect(answer.fields.map((field) => field.key).slice(0, 3)).toEqual(["name", "summary", "contentHtml"]);
    expect(answer.languages.map((row) => row.language)).toEqual(["en", "ja", "zh-CN", "zh-TW"]);
    const ja = answer.languages.find((row) => row.language === "ja");
    expect(ja).toMatchObject({ published: null, draft: null });
    expect(ja?.missing).toContain("name");
  });

  it("keeps a draft off the site, publishes it, and the site answers that language with the rest marked Korean", async () => {
    const saved = await call("PUT", `${path()}/ja`, { fields: { name: "  テスト施術  ", summary: "" } });
    expect(saved.statusCode, saved.body).toBe(204);
    // A draft is the console's alone.
    expect((await detail("ja")).name).toBe(koreanName);
    const withDraft = consoleTranslationsSchema.parse((await call("GET", path())).json());
    expect(withDraft.languages.find((row) => row.language === "ja")?.draft).toEqual({ name: "テスト施術" });

    const published = await call("POST", `${path()}/ja/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const result = consoleTranslationPublishedSchema.parse(published.json());
    expect(result.published).toBe(true);
    expect(result.missing).not.toContain("name");

    const ja = await eventually(async () => (await detail("ja")).name, "テスト施術");
    expect(ja).toBe("テスト施術");
    const read = await detail("ja");
    expect(read.translated).toContain("name");
    expect(read.translated).not.toContain("contentHtml");
    // Korean and the other languages are untouched; Korean answers carry no mark.
    const korean = await detail();
    expect(korean.name).toBe(koreanName);
    expect(korean.translated).toBeUndefined();
    expect((await detail("en")).name).toBe(koreanName);
    // In lists too, and in the same language under its older code.
    const list = productPageSchema.parse(
      (await t.app.inject({ url: "/products?pageSize=100&languageCode=ja", headers: site(LUMIERE) })).json(),
    );
    expect(list.rows.find((row) => row.id === productId)?.name).toBe("テスト施術");
  });

  it("takes the translation down when an emptied draft is published", async () => {
    await call("PUT", `${path()}/ja`, { fields: {} });
    const answer = consoleTranslationPublishedSchema.parse(
      (await call("POST", `${path()}/ja/publish`)).json(),
    );
    expect(answer.published).toBe(false);
    expect(await eventually(async () => (await detail("ja")).name, koreanName)).toBe(koreanName);
  });

  it("refuses bad input in the error shape and changes nothing", async () => {
    const before = (await call("GET", path())).json();
    const bad: [string, object | undefined][] = [
      [`${path()}/fr`, { fields: { name: "x" } }],
      [`${path()}/ko`, { fields: { name: "x" } }],
      [`${path()}/en`, { fields: { price: "1" } }],
      [`${path()}/en`, { fields: { name: 12 } }],
      [`${path()}/en`, { fields: { name: "x".repeat(201) } }],
      [`${path()}/en`, { fields: "name" }],
      [`${path()}/en`, undefined],
    ];
    for (const [url, payload] of bad) {
      const response = await call("PUT", url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(apiErrorSchema.parse(response.json()).status).toBe(400);
    }
    // Publishing with no draft, another clinic's row, a row that does not exist.
    expect((await call("POST", `${path()}/en/publish`)).statusCode).toBe(409);
    expect((await call("GET", path("products", 999_999))).statusCode).toBe(404);
    const haneulProduct = productPageSchema.parse(
      (await t.app.inject({ url: "/products?pageSize=1", headers: site(HANEUL) })).json(),
    ).rows[0];
    expect((await call("GET", path("products", haneulProduct?.id))).statusCode).toBe(404);
    expect((await call("GET", path())).json()).toEqual(before);
    // A language code the storefront does not know.
    const response = await t.app.inject({
      url: `/products/${productId}?languageCode=fr`,
      headers: site(LUMIERE),
    });
    expect(response.statusCode).toBe(400);
  });

  it("cleans a published body as the Korean one is cleaned", async () => {
    await call("PUT", `${path()}/en`, {
      fields: { contentHtml: '<p onclick="alert(1)">Hello</p><script>alert(1)</script>' },
    });
    await call("POST", `${path()}/en/publish`);
    const html = await eventually(async () => (await detail("en")).contentHtml.includes("Hello"), true);
    expect(html).toBe(true);
    const body = (await detail("en")).contentHtml;
    expect(body).not.toMatch(/script|onclick/);
    expect(body).not.toMatch(HANGUL);
  });

  it("lets staff translate, and no one signed out", async () => {
    expect((await call("GET", path(), undefined, t.staff)).statusCode).toBe(200);
    expect((await consoleCall(t, undefined)("GET", path())).statusCode).toBe(401);
  });

  it("translates events, notices, FAQs and their groups the same way, each read in its language", async () => {
    const read = async <T>(url: string, parse: (value: unknown) => T) =>
      parse((await t.app.inject({ url, headers: site(LUMIERE) })).json());
    const event = (await read("/events?pageSize=1", eventPageSchema.parse)).rows[0];
    const notice = (await read("/customer/notices?pageSize=1", noticePageSchema.parse)).rows[0];
    const group = (await read("/customer/faqs/this/group", faqGroupListSchema.parse)).rows.at(-1);
    const faq = group?.faqs[0];
    if (!event || !notice || !group || !faq) throw new Error("demo content missing");
    const publish = async (entity: string, id: number, fields: object) => {
      expect((await call("PUT", `${path(entity, id)}/zh-TW`, { fields })).statusCode).toBe(204);
      expect((await call("POST", `${path(entity, id)}/zh-TW/publish`)).statusCode).toBe(200);
    };
    await publish("events", event.id, { title: "測試活動" });
    await publish("notices", notice.id, { title: "測試公告", contentHtml: "<p>公告內容</p>" });
    await publish("faq-groups", group.id, { name: "測試分類" });
    await publish("faqs", faq.id, { question: "測試問題？" });

    const events = await eventually(
      async () => (await read("/events?pageSize=1&languageCode=zh-TW", eventPageSchema.parse)).rows[0]?.title,
      "測試活動",
    );
    expect(events).toBe("測試活動");
    const notices = await read("/customer/notices?pageSize=1&languageCode=zh-TW", noticePageSchema.parse);
    expect(notices.rows[0]).toMatchObject({ title: "測試公告", translated: ["title"] });
    const groups = await read("/customer/faqs/this/group?languageCode=zh-TW", faqGroupListSchema.parse);
    const translatedGroup = groups.rows.find((row) => row.id === group.id);
    expect(translatedGroup?.name).toBe("測試分類");
    const translatedFaq = translatedGroup?.faqs.find((row) => row.id === faq.id);
    expect(translatedFaq?.question).toBe("測試問題？");
    // The answer was not translated: Korean, and not marked as translated.
    expect(translatedFaq?.translated).toEqual(["question"]);
    expect(translatedFaq?.answerHtml).toBe(faq.answerHtml);
    // Simplified Chinese keeps its own.
    expect(
      (await read("/events?pageSize=1&languageCode=zh-CN", eventPageSchema.parse)).rows[0]?.title,
    ).not.toBe("測試活動");
  });

  it("translates a banner's title for the owner; staff may not (banners are the owner's)", async () => {
    const read = async (language?: string) =>
      bannerListSchema.parse(
        (
          await t.app.inject({
            url: `/banners${language ? `?languageCode=${language}` : ""}`,
            headers: site(LUMIERE),
          })
        ).json(),
      ).rows;
    const banner = (await read())[0];
    if (!banner) throw new Error("lumiere has no banners");
    const url = `/console/clinics/${t.lumiere}/content/banners/${banner.id}/translations`;
    const answer = consoleTranslationsSchema.parse((await call("GET", url)).json());
    expect(answer.source.title).toBe(banner.title);
    expect(
      (await call("PUT", `${url}/en`, { fields: { title: "Your skin, in its own light" } })).statusCode,
    ).toBe(204);
    expect((await call("POST", `${url}/en/publish`)).statusCode).toBe(200);
    const english = await eventually(async () => (await read("en"))[0]?.title, "Your skin, in its own light");
    expect(english).toBe("Your skin, in its own light");
    expect((await read())[0]?.title).toBe(banner.title);
    expect((await call("GET", url, undefined, t.staff)).statusCode).toBe(403);
  });

  it("serves the demo's translated names and marks the clinic's untranslated ones", async () => {
    const list = productPageSchema.parse(
      (await t.app.inject({ url: "/products?pageSize=100&languageCode=en", headers: site(LUMIERE) })).json(),
    );
    const ulthera = list.rows.find((row) => row.name === "Ulthera Lifting");
    expect(ulthera?.translated).toEqual(expect.arrayContaining(["name", "summary", "categoryName"]));
    expect(ulthera?.categoryName).toBe("Lifting");
    expect(list.rows.some((row) => HANGUL.test(row.name) && !row.translated?.includes("name"))).toBe(true);
  });
});
