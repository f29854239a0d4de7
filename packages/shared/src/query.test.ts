import { describe, expect, it } from "vitest";
import { keywordQuery } from "./query";

describe("keywordQuery", () => {
  it("turns control characters (NUL included, which PostgreSQL text refuses) into spaces and trims", () => {
    expect(keywordQuery.parse("\u0000리프팅\u0007 ")).toBe("리프팅");
    expect(keywordQuery.parse("a\u0000b")).toBe("a b");
    expect(keywordQuery.parse("%00")).toBe("%00");
  });

  it("still refuses an overlong keyword", () => {
    expect(keywordQuery.safeParse("가".repeat(1000)).success).toBe(false);
  });
});
