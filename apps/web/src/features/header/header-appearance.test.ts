import { describe, expect, it } from "vitest";
import { type HeaderAppearanceInput, headerAppearance, pickLogos } from "./header-appearance";

const base: HeaderAppearanceInput = {
  options: { transparent: false, whiteTheme: false },
  config: { isTransparent: false, isWhiteTheme: false },
  isHome: false,
  isScroll: false,
  searchOpen: false,
};
const withInput = (patch: Partial<HeaderAppearanceInput>) => headerAppearance({ ...base, ...patch });

describe("headerAppearance", () => {
  it("is an ordinary opaque bar by default", () => {
    expect(withInput({})).toEqual({ overlay: false, seeThrough: false, whiteTheme: false });
  });

  it("is transparent when the page asks for it", () => {
    expect(withInput({ options: { transparent: true, whiteTheme: false } })).toMatchObject({
      overlay: true,
      seeThrough: true,
    });
  });

  it("applies the clinic's isTransparent on the home page only", () => {
    const config = { isTransparent: true, isWhiteTheme: false };
    expect(withInput({ config, isHome: true })).toMatchObject({ overlay: true, seeThrough: true });
    expect(withInput({ config, isHome: false })).toMatchObject({ overlay: false, seeThrough: false });
  });

  it("turns opaque when scrolled, staying over the page", () => {
    expect(withInput({ options: { transparent: true, whiteTheme: false }, isScroll: true })).toMatchObject({
      overlay: true,
      seeThrough: false,
    });
  });

  it("turns opaque while the search panel is open", () => {
    expect(withInput({ options: { transparent: true, whiteTheme: false }, searchOpen: true })).toMatchObject({
      seeThrough: false,
    });
  });

  it("takes the white theme from the page or the clinic", () => {
    expect(withInput({ options: { transparent: false, whiteTheme: true } }).whiteTheme).toBe(true);
    expect(withInput({ config: { isTransparent: false, isWhiteTheme: true } }).whiteTheme).toBe(true);
  });
});

describe("pickLogos", () => {
  it("uses each variant when both exist", () => {
    expect(pickLogos("/t.svg", "/w.svg", "/p.svg")).toEqual({ transparent: "/t.svg", white: "/w.svg" });
  });

  it("falls back to the other variant, then to the partner logo", () => {
    expect(pickLogos(null, "/w.svg", null)).toEqual({ transparent: "/w.svg", white: "/w.svg" });
    expect(pickLogos("/t.svg", null, "/p.svg")).toEqual({ transparent: "/t.svg", white: "/p.svg" });
    expect(pickLogos(null, null, "/p.svg")).toEqual({ transparent: "/p.svg", white: "/p.svg" });
    expect(pickLogos(null, null, null)).toEqual({ transparent: null, white: null });
  });
});
