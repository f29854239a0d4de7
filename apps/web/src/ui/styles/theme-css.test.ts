import { describe, expect, it } from "vitest";
import { colors, typography } from "./palette";
import { buildThemeCss, resolveColors, toColorToken } from "./theme-css";
import { layers } from "./tokens";

describe("toColorToken", () => {
  it("accepts the spellings partners use for token names", () => {
    expect(toColorToken("primary_1")).toBe("primary_1");
    expect(toColorToken("primary1")).toBe("primary_1");
    expect(toColorToken("primary-10")).toBe("primary_10");
    expect(toColorToken("Gray_13")).toBe("gray_13");
    expect(toColorToken("none")).toBe("none");
    expect(toColorToken("brand")).toBeNull();
  });
});

describe("resolveColors", () => {
  it("lets a partner override colour tokens and ignores unsafe values", () => {
    const palette = resolveColors({
      primary_1: "#1d3a5f",
      secondary1: "rgb(10, 20, 30)",
      primary_2: "red;}body{x:y",
    });
    expect(palette.primary_1).toBe("#1d3a5f");
    expect(palette.secondary_1).toBe("rgb(10, 20, 30)");
    expect(palette.primary_2).toBe(colors.primary_2);
    expect(palette.gray_2).toBe(colors.gray_2);
  });
});

describe("buildThemeCss", () => {
  const css = buildThemeCss({ primary_1: "#1d3a5f" });

  it("emits every colour token, the override winning", () => {
    for (const token of Object.keys(colors)) expect(css).toContain(`--color-${token.replace(/_/g, "-")}:`);
    expect(css).toContain("--color-primary-1:#1d3a5f;");
  });

  it("emits the typography scale, layers and fonts", () => {
    expect(Object.keys(typography)).toHaveLength(10 + 18 + 4 + 6);
    expect(css).toContain("--typo-d1:400 80px/96px var(--font-display);");
    expect(css).toContain("--typo-b4r:400 16px/24px var(--font-body);");
    expect(css).toContain(`--z-toast:${layers.toast};`);
    expect(css).toContain('--font-body:"Pretendard Variable"');
    expect(css).toContain('--font-display:"Noto Serif KR Variable"');
  });

  it("switches to mobile sizes below the phone breakpoint and the mobile header at tablet", () => {
    const phone = css.split("\n").find((line) => line.startsWith("@media (max-width: 767.98px){:root{"));
    expect(phone).toContain("--page-padding-x:16px;");
    expect(phone).toContain("--type-display-1:var(--typo-d1m);");
    expect(phone).toContain("--type-heading-3:var(--typo-h3m);");
    const tablet = css.split("\n").find((line) => line.startsWith("@media (max-width: 1280px){:root{"));
    expect(tablet).toContain("--page-padding-x:24px;");
    expect(tablet).toContain("--header-height:48px;");
  });

  it("cannot be broken out of by a partner value", () => {
    expect(buildThemeCss({ primary_1: "</style><script>alert(1)</script>" })).not.toContain("<");
  });
});
