import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import { apiErrorSchema, faqGroupListSchema, faqPageSchema } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { type FaqFixture, insertFaqFixture } from "./faq-fixtures";

describe("FAQ routes", () => {
  const t = useTestApp();
  let bare: FaqFixture["bare"];
  let groups: FaqFixture["groups"];
  let faqs: FaqFixture["faqs"];

  beforeAll(async () => {
    ({ bare, groups, faqs } = await insertFaqFixture(t.database));
  });

  const get = (origin: string, url: string) => t.app.inject({ method: "GET", url, headers: site(origin) });
  const list = async (query: string, origin = bare.host) => {
    const response = await get(origin, `/customer/faqs${query}`);
    expect(response.statusCode, query).toBe(200);
    return faqPageSchema.parse(response.json());
  };
  const questions = async (query: string) => (await list(query)).rows.map((row) => row.question);
  const grouped = async (query: string, origin = bare.host) => {
    const response = await get(origin, `/customer/faqs/this/group${query}`);
    expect(response.statusCode, query).toBe(200);
    return faqGroupListSchema
      .parse(response.json())
      .rows.map((group) => [group.name, group.faqs.map((faq) => faq.question)]);
  };

  it("lists visible questions of visible groups by group weight, then question weight, paged", async () => {
    const all = await list("");
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    expect(all.rows.map((row) => [row.question, row.groupId])).toEqual([
      ["a1", groups.예약],
      ["a2", groups.예약],
      ["b1", groups.시술],
      ["b2", groups.시술],
    ]);
    expect(await list("?pageSize=3&page=2")).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(await questions("?pageSize=3&page=2")).toEqual(["b2"]);
    expect(await questions(`?groupId=${groups.시술}`)).toEqual(["b1", "b2"]);
    expect(await questions(`?groupId=${groups.숨김}`)).toEqual([]);
  });

  it("matches a keyword in the question or the answer text, never in markup", async () => {
    expect(await questions(`?keyword=${encodeURIComponent("30분")}`)).toEqual(["b1"]);
    expect(await questions("?keyword=B")).toEqual(["b1", "b2"]);
    expect(await questions("?keyword=strong")).toEqual([]);
    expect(await questions("?keyword=_")).toEqual([]);
  });

  it("answers sanitised answers", async () => {
    const rows = (await list("")).rows;
    expect(rows.find((row) => row.id === faqs.b1)?.answerHtml).toBe(
      "<p>리프팅은 <strong>30분</strong> 걸립니다</p>",
    );
    const scripted = rows.find((row) => row.id === faqs.b2)?.answerHtml ?? "";
    expect(scripted).toContain("회복");
    expect(scripted).not.toContain("script");
  });

  it("groups visible questions under visible groups by weight", async () => {
    expect(await grouped("")).toEqual([
      ["예약", ["a1", "a2"]],
      ["시술", ["b1", "b2"]],
      ["기타", []],
    ]);
  });

  it("keeps only matching questions and the groups that have any when searching", async () => {
    expect(await grouped(`?keyword=${encodeURIComponent("리프팅")}`)).toEqual([["시술", ["b1"]]]);
    expect(await grouped(`?keyword=${encodeURIComponent("답변")}`)).toEqual([["예약", ["a1", "a2"]]]);
    expect(await grouped("?keyword=nothing-like-this")).toEqual([]);
    expect(await grouped(`?keyword=${encodeURIComponent("  ")}`)).toHaveLength(3);
  });

  it("never answers another clinic's groups or questions", async () => {
    const ours = new Set(Object.values(faqs));
    const theirs = await list("?pageSize=100", LUMIERE);
    expect(theirs.rows.filter((row) => ours.has(row.id))).toEqual([]);
    expect(await list(`?groupId=${groups.예약}`, LUMIERE)).toMatchObject({ rows: [], total: 0 });
    const names = (await grouped("", LUMIERE)).map(([name]) => name);
    expect(names).not.toContain("숨김");
    const response = await get(LUMIERE, "/customer/faqs/this/group");
    const ids = faqGroupListSchema.parse(response.json()).rows.map((group) => group.id);
    expect(ids.filter((id) => Object.values(groups).includes(id))).toEqual([]);
  });

  it.each([
    ["/customer/faqs?groupId=abc", "query.groupId"],
    ["/customer/faqs?groupId=0", "query.groupId"],
    ["/customer/faqs?page=0", "query.page"],
    ["/customer/faqs?pageSize=101", "query.pageSize"],
    [`/customer/faqs?keyword=${"가".repeat(51)}`, "query.keyword"],
    [`/customer/faqs/this/group?keyword=${"가".repeat(51)}`, "query.keyword"],
  ])("answers %s with 400 naming %s", async (url, path) => {
    const response = await get(LUMIERE, encodeURI(url));
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual([path]);
  });
});
