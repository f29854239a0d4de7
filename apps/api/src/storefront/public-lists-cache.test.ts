import { useTestApp } from "@api/testing/suite";
import { eq, schema, sql } from "@clinic/db";
import { faqGroupListSchema, noticePageSchema, productDetailSchema, productPageSchema } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { eventually } from "../testing/console-fixtures";
import { HANEUL, LUMIERE, site } from "../testing/test-app";

type Products = typeof schema.products.$inferInsert;

describe("storefront lists with the public answer cache (as the server runs it)", () => {
  const t = useTestApp({ cachePublicAnswers: true });

  const get = (url: string, origin = LUMIERE) => t.app.inject({ method: "GET", url, headers: site(origin) });
  const products = async (origin = LUMIERE, url = "/products") =>
    productPageSchema.parse((await get(url, origin)).json()).rows;
  const firstProduct = async (origin = LUMIERE) => {
    const [first] = await products(origin);
    if (!first) throw new Error(`the demo clinic at ${origin} lists no product`);
    return first;
  };
  const nameOf = async (id: number, origin = LUMIERE) =>
    (await products(origin)).find((row) => row.id === id)?.name ?? null;
  const setProduct = (id: number, values: Partial<Products>) =>
    t.database.db.update(schema.products).set(values).where(eq(schema.products.id, id));
  // As if the change happened while the listener was away: triggers off, so nothing is announced.
  const unannounced = (id: number, values: Partial<Products>) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(schema.products).set(values).where(eq(schema.products.id, id));
    });

  it("answers a repeated list from memory, byte for byte, without reading the database again", async () => {
    const first = await get("/products?page=1");
    const { id } = await firstProduct();
    await unannounced(id, { name: "몰래 바뀐 시술" });
    // The same validated query in another spelling (the default page left out) is the same answer.
    const second = await get("/products");
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
  });

  it("answers the new list once the clinic's change is announced", async () => {
    const { id } = await firstProduct();
    await setProduct(id, { name: "새 리프팅" });
    expect(await eventually(() => nameOf(id), "새 리프팅")).toBe("새 리프팅");
  });

  it("never serves one clinic's entry to another, and drops only the changed clinic's answers", async () => {
    const url = "/products?pageSize=100";
    const lumiereIds = (await products(LUMIERE, url)).map((row) => row.id);
    const haneul = await products(HANEUL, url);
    expect(haneul.length).toBeGreaterThan(0);
    expect(haneul.some((row) => lumiereIds.includes(row.id))).toBe(false);
    const searched = async (origin: string) =>
      (await get("/search?keyword=", origin)).json().products.rows.map((row: { id: number }) => row.id);
    const lumiereFound: number[] = await searched(LUMIERE);
    expect((await searched(HANEUL)).some((id: number) => lumiereFound.includes(id))).toBe(false);

    const haneulFirst = await firstProduct(HANEUL);
    await unannounced(haneulFirst.id, { name: "하늘 몰래" });
    const lumiereFirst = await firstProduct();
    await setProduct(lumiereFirst.id, { name: "루미에르 다시" });
    expect(await eventually(() => nameOf(lumiereFirst.id), "루미에르 다시")).toBe("루미에르 다시");
    expect(await nameOf(haneulFirst.id, HANEUL)).toBe(haneulFirst.name);
  });

  it("answers the notice list and the FAQ anew once their rows change", async () => {
    const notices = async () => {
      const page = noticePageSchema.parse((await get("/customer/notices")).json());
      return [...page.pinned, ...page.rows];
    };
    const [notice] = await notices();
    if (!notice) throw new Error("the demo clinic has no notice");
    await t.database.db
      .update(schema.notices)
      .set({ title: "바뀐 공지" })
      .where(eq(schema.notices.id, notice.id));
    const titleOf = async () => (await notices()).find((row) => row.id === notice.id)?.title;
    expect(await eventually(titleOf, "바뀐 공지")).toBe("바뀐 공지");

    const questions = async () =>
      faqGroupListSchema
        .parse((await get("/customer/faqs/this/group")).json())
        .rows.flatMap((group) => group.faqs);
    const [faq] = await questions();
    if (!faq) throw new Error("the demo clinic has no FAQ");
    await t.database.db.update(schema.faqs).set({ question: "바뀐 질문?" }).where(eq(schema.faqs.id, faq.id));
    const questionOf = async () => (await questions()).find((row) => row.id === faq.id)?.question;
    expect(await eventually(questionOf, "바뀐 질문?")).toBe("바뀐 질문?");
  });

  it("reads a product opened with a preview token afresh every time", async () => {
    const { id, name } = await firstProduct();
    const detailName = async (query = "") =>
      productDetailSchema.parse((await get(`/products/${id}${query}`)).json()).name;
    expect(await detailName()).toBe(name);
    await unannounced(id, { name: "미리 보는 이름", previewToken: "preview-token-1" });
    expect(await detailName()).toBe(name);
    expect(await detailName("?previewToken=preview-token-1")).toBe("미리 보는 이름");
  });
});
