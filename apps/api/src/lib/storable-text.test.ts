import { describe, expect, it } from "vitest";
import { unstorableTextPath } from "./storable-text";

describe("unstorableTextPath", () => {
  it("accepts text PostgreSQL can store, Korean and emoji included", () => {
    expect(
      unstorableTextPath({ title: "물광 주사 💧", options: [{ name: "1회" }], n: 1, ok: true }),
    ).toBeNull();
  });

  it("names the field holding a NUL or a lone surrogate", () => {
    expect(unstorableTextPath({ title: "a\u0000b" })).toBe("title");
    expect(unstorableTextPath({ options: [{ name: "x" }, { name: "\ud800" }] })).toBe("options.1.name");
    expect(unstorableTextPath(["\udc00"])).toBe("0");
    expect(unstorableTextPath({ "bad\u0000key": 1 })).toBe("(key)");
  });
});
