import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-errors";

const withCode = (code: string) => Object.assign(new Error("boom"), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises connection failures, also when wrapped", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P01"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("PGlite is closed"))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error("Failed query: select 1", { cause: withCode("ECONNRESET") })),
    ).toBe(true);
  });

  it("leaves query errors alone", () => {
    expect(isDatabaseUnavailable(withCode("42P01"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("23505"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("syntax error"))).toBe(false);
    expect(isDatabaseUnavailable("not an error")).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
