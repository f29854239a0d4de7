import { describe, expect, it } from "vitest";
import { parseId, widgetOpenFromQuery } from "./query-open";

describe("widgetOpenFromQuery", () => {
  it("opens nothing without widget parameters", () => {
    expect(widgetOpenFromQuery("")).toBeNull();
    expect(widgetOpenFromQuery("?utm_source=naver&page=2")).toBeNull();
  });

  it("wcopen opens the visit reservation, with or without a value", () => {
    expect(widgetOpenFromQuery("?wcopen")).toEqual({ type: "visit" });
    expect(widgetOpenFromQuery("?wcopen=1")).toEqual({ type: "visit" });
    expect(widgetOpenFromQuery("wcopen=true&x=1")).toEqual({ type: "visit" });
  });

  it("wopen opens the treatment reservation", () => {
    expect(widgetOpenFromQuery("?wopen=1")).toEqual({ type: "treatment" });
    expect(widgetOpenFromQuery("?wopen")).toEqual({ type: "treatment" });
  });

  it("weid + wpid opens an event's product list with both ids as integers", () => {
    expect(widgetOpenFromQuery("?weid=12&wpid=34")).toEqual({
      type: "treatment",
      eventId: 12,
      productId: 34,
    });
    expect(widgetOpenFromQuery("?weid=12")).toEqual({ type: "treatment", eventId: 12 });
  });

  it("wcid + wpid opens a category's product list", () => {
    expect(widgetOpenFromQuery("?wcid=7&wpid=3")).toEqual({ type: "treatment", categoryId: 7, productId: 3 });
  });

  it("ignores bad ids without throwing", () => {
    expect(widgetOpenFromQuery("?weid=abc&wpid=3")).toBeNull();
    expect(widgetOpenFromQuery("?wcid=-1")).toBeNull();
    expect(widgetOpenFromQuery("?weid=5&wpid=1.5")).toEqual({ type: "treatment", eventId: 5 });
    expect(widgetOpenFromQuery("?wcid=5&wpid=%00")).toEqual({ type: "treatment", categoryId: 5 });
    // A bad event id falls through to the other parameters instead of failing.
    expect(widgetOpenFromQuery("?weid=x&wopen=1")).toEqual({ type: "treatment" });
  });

  it("accepts a URLSearchParams", () => {
    expect(widgetOpenFromQuery(new URLSearchParams({ wcid: "2" }))).toEqual({
      type: "treatment",
      categoryId: 2,
    });
  });
});

describe("parseId", () => {
  it.each([
    ["1", 1],
    [" 42 ", 42],
    ["007", 7],
  ])("reads %j as %j", (value, id) => {
    expect(parseId(value)).toBe(id);
  });

  it.each([[null], [""], ["0"], ["-3"], ["1e3"], ["12abc"], ["0x10"], ["99999999999999999999"], ["1.0"]])(
    "rejects %j",
    (value) => {
      expect(parseId(value)).toBeNull();
    },
  );
});
