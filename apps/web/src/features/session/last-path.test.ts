import { describe, expect, it } from "vitest";
import { isSafeLocalPath, trackablePath } from "./last-path";

describe("trackablePath", () => {
  it("remembers content paths with their query", () => {
    expect(trackablePath("/")).toBe("/");
    expect(trackablePath("/products/12")).toBe("/products/12");
    expect(trackablePath("/search", "keyword=보톡스")).toBe("/search?keyword=보톡스");
    expect(trackablePath("/events", "?page=2")).toBe("/events?page=2");
  });

  it.each(["/login", "/sign-up", "/welcome", "/goodbye", "/login/", "/sign-up/guest", "/goodbye/"])(
    "never remembers the account page %s",
    (path) => {
      expect(trackablePath(path)).toBeNull();
    },
  );

  it.each(["/404", "/ready"])("never sends a visitor back to the dead end %s", (path) => {
    expect(trackablePath(path)).toBeNull();
  });

  it("does not confuse pages that merely start with the same letters", () => {
    expect(trackablePath("/login-help")).toBe("/login-help");
    expect(trackablePath("/mypage")).toBe("/mypage");
  });

  it("refuses anything that could send a redirect off the site", () => {
    expect(trackablePath("//evil.example/x")).toBeNull();
    expect(trackablePath("/\\evil.example")).toBeNull();
    expect(trackablePath("https://evil.example")).toBeNull();
    expect(isSafeLocalPath("/events")).toBe(true);
    expect(isSafeLocalPath("/a\r\nSet-Cookie: x")).toBe(false);
  });
});
