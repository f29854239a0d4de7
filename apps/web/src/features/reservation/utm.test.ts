import { describe, expect, it } from "vitest";
import { readUtm, UTM_KEYS } from "./utm";

describe("readUtm", () => {
  it("reads every spec-7 UTM parameter and nothing else", () => {
    const query = new URLSearchParams(Object.fromEntries(UTM_KEYS.map((key) => [key, `${key}-value`])));
    query.set("wopen", "1");
    query.set("utm_unknown", "x");
    const utm = readUtm(query);
    expect(Object.keys(utm).sort()).toEqual([...UTM_KEYS].sort());
    expect(utm.utm_createdAt).toBe("utm_createdAt-value");
    expect(utm).not.toHaveProperty("wopen");
    expect(utm).not.toHaveProperty("utm_unknown");
  });

  it("decodes, trims, drops empty values and caps long ones", () => {
    const utm = readUtm(
      `?utm_source=%EB%84%A4%EC%9D%B4%EB%B2%84&utm_medium=%20cpc%20&utm_term=&utm_content=${"a".repeat(300)}`,
    );
    expect(utm).toEqual({ utm_source: "네이버", utm_medium: "cpc", utm_content: "a".repeat(200) });
  });

  it("is case-sensitive like the spec's names", () => {
    expect(readUtm("?UTM_SOURCE=x&utm_createdat=y")).toEqual({});
  });
});
