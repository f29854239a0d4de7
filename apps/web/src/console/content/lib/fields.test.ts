import { describe, expect, it } from "vitest";
import { CONTENT_SCREENS, screenOf } from "../entities";
import { blankOf, type Field } from "./fields";

describe("a new row's body", () => {
  it("has a value for every field of its screen and nothing else", () => {
    for (const screen of CONTENT_SCREENS) {
      if (screen.blank === null) continue;
      expect(Object.keys(screen.blank).sort(), screen.key).toEqual(
        screen.fields.map((field) => field.name).sort(),
      );
    }
  });

  it("starts shown on the site, and only visitors' reviews cannot be created", () => {
    for (const screen of CONTENT_SCREENS) {
      if (screen.key === "partner-reviews") expect(screen.blank).toBeNull();
      else expect(screen.blank?.isVisible, screen.key).toBe(true);
    }
  });

  it("is each field's empty value unless the screen states its own", () => {
    const fields: Field[] = [
      { kind: "text", name: "title", label: "제목" },
      { kind: "textarea", name: "summary", label: "소개", nullable: true },
      { kind: "number", name: "price", label: "가격" },
      { kind: "checkbox", name: "isVisible", label: "표시" },
      { kind: "words", name: "tags", label: "태그", max: 3 },
      { kind: "date", name: "startDate", label: "시작일" },
    ];
    expect(blankOf(fields, { isVisible: true })).toEqual({
      title: "",
      summary: null,
      price: 0,
      isVisible: true,
      tags: [],
      startDate: null,
    });
    // A treatment starts with one default option, so the list shows a price from the start.
    expect(screenOf("products")?.blank?.options).toEqual([
      { name: "1회", price: 0, originalPrice: null, durationMinutes: 30, isDefault: true },
    ]);
    expect(screenOf("terms")?.blank).toMatchObject({
      termTitle: "TERMS_OF_SERVICE",
      version: "1.0",
      isRequired: true,
    });
  });
});
