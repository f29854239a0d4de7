import { describe, expect, it } from "vitest";
import { previewTarget } from "./preview-path";

describe("previewTarget", () => {
  it("keeps paths of the same site, with their query", () => {
    expect(previewTarget("/products/12")).toBe("/products/12");
    expect(previewTarget("/preview/product/3?token=abc")).toBe("/preview/product/3?token=abc");
  });

  it("leads home instead of off the site", () => {
    for (const path of [
      null,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "products",
      "/a b",
    ]) {
      expect(previewTarget(path), String(path)).toBe("/");
    }
  });
});
