import { describe, expect, it } from "vitest";
import { parseKeyword } from "./route-params";

describe("parseKeyword", () => {
  it("trims, takes the first value and cuts to the API's 50 characters", () => {
    expect(parseKeyword({ keyword: "  리프  " })).toBe("리프");
    expect(parseKeyword({ keyword: ["보톡스", "필러"] })).toBe("보톡스");
    expect(parseKeyword({})).toBe("");
    expect(parseKeyword({ keyword: "가".repeat(80) })).toHaveLength(50);
  });

  it("turns control characters into spaces, as the API does (it refuses a NUL in any query)", () => {
    expect(parseKeyword({ keyword: "\u0000리프\u0000팅\u0007" })).toBe("리프 팅");
    expect(parseKeyword({ keyword: "\u0000" })).toBe("");
  });
});
