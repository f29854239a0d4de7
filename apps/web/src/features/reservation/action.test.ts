import { describe, expect, it } from "vitest";
import { actionFor, floatingWidgetKind, widgetKindFor } from "./action";

describe("widgetKindFor", () => {
  it("maps 'visit' to the visit reservation", () => {
    expect(widgetKindFor("visit")).toBe("visit");
  });

  it.each([["treatment"], ["VISIT"], ["other"], [""], [null], [undefined]])(
    "treats %j as the treatment reservation",
    (value) => {
      expect(widgetKindFor(value)).toBe("treatment");
    },
  );
});

describe("actionFor", () => {
  it("opens the widget when there is no URL, by useWidget", () => {
    expect(actionFor({ buttonUrl: null, useWidget: "visit" })).toEqual({ kind: "widget", widget: "visit" });
    expect(actionFor({ buttonUrl: "", useWidget: "treatment" })).toEqual({
      kind: "widget",
      widget: "treatment",
    });
    expect(actionFor({ buttonUrl: "   ", useWidget: null })).toEqual({ kind: "widget", widget: "treatment" });
  });

  it("keeps /… links internal (same tab)", () => {
    expect(actionFor({ buttonUrl: "/events", useWidget: "visit" })).toEqual({
      kind: "link",
      href: "/events",
      external: false,
    });
  });

  it("prepends http:// to a URL without a scheme and opens it in a new tab", () => {
    expect(actionFor({ buttonUrl: "booking.example.com/a", useWidget: null })).toEqual({
      kind: "link",
      href: "http://booking.example.com/a",
      external: true,
    });
  });

  it("opens absolute URLs in a new tab as they are", () => {
    expect(actionFor({ buttonUrl: "https://example.com", useWidget: null })).toEqual({
      kind: "link",
      href: "https://example.com",
      external: true,
    });
  });
});

describe("floatingWidgetKind (the button with the cart badge)", () => {
  it("opens the treatment reservation on the cart when it holds lines, else the configured kind", () => {
    expect(floatingWidgetKind("visit", 2)).toBe("treatment");
    expect(floatingWidgetKind("treatment", 1)).toBe("treatment");
    expect(floatingWidgetKind("visit", 0)).toBe("visit");
    expect(floatingWidgetKind("treatment", 0)).toBe("treatment");
  });
});
