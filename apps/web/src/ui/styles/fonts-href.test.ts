import { fontStamp, fontsHref } from "@repo/apps/web/scripts/font-stamp.ts";
import { describe, expect, it } from "vitest";
import { KOREAN_FONTS_HREF } from "./fonts-href";

describe("the fonts' committed address", () => {
  it("names the folder the build writes the fonts to (run the web build and commit fonts-href.ts when it fails)", () => {
    expect(KOREAN_FONTS_HREF).toBe(fontsHref(fontStamp()));
    expect(KOREAN_FONTS_HREF).toMatch(/^\/assets\/fonts\/ko\/[0-9a-f]{12}\/fonts\.css$/);
  });
});
