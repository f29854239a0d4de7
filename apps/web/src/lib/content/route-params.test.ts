import { describe, expect, it } from "vitest";
import { parseKeyword } from "./route-params";

describe("parseKeyword", () => {
  it("trims, takes the first value and cuts to the API's 50 characters", () => {
    expect(parseKeyword({ keyword: "  리프  " })).toBe("리프");
    expect(parseKeyword({ keyword: ["보톡스", "필러"] })).toBe("보톡스");
    expect(parseKeyword({})).toBe("");
    expect(parseKeyword({ keyword: "가".repeat(80) })).toHaveLength(50);
  });
});
