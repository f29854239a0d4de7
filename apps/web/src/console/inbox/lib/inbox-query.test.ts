import { queryString } from "@clinic/shared/contract/endpoint";
import { describe, expect, it } from "vitest";
import { inboxApiQuery, inboxFiltersFrom, inboxQuery, pageCount } from "./inbox-query";

describe("inbox filters from the query string", () => {
  it("opens on unhandled inquiries, page 1", () => {
    const filters = inboxFiltersFrom({});
    expect(filters).toEqual({ status: "unhandled", category: undefined, q: "", page: 1 });
    expect(queryString(inboxApiQuery(filters))).toBe("?status=unhandled&page=1&size=20");
  });

  it("keeps known values and drops broken ones instead of failing the page", () => {
    expect(inboxFiltersFrom({ status: "handled", category: "PRICE", q: "  김  ", page: "3" })).toEqual({
      status: "handled",
      category: "PRICE",
      q: "김",
      page: 3,
    });
    expect(inboxFiltersFrom({ status: "done", category: "SPAM", page: "-1" })).toMatchObject({
      status: "unhandled",
      category: undefined,
      page: 1,
    });
    expect(inboxFiltersFrom({ page: "1.5" }).page).toBe(1);
    expect(inboxFiltersFrom({ status: ["all", "handled"] }).status).toBe("all");
    expect(Array.from(inboxFiltersFrom({ q: "가".repeat(80) }).q)).toHaveLength(50);
  });

  it("writes the page's and the API's query back", () => {
    const filters = inboxFiltersFrom({ status: "all", q: "010 1234", category: "ETC", page: "2" });
    expect(inboxQuery(filters)).toBe("status=all&category=ETC&q=010+1234&page=2");
    expect(queryString(inboxApiQuery(filters))).toBe("?status=all&page=2&size=20&category=ETC&q=010+1234");
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
