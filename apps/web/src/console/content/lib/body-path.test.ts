import { describe, expect, it } from "vitest";
import { errorsUnder, valueAt, withValue } from "./body-path";

describe("content body paths", () => {
  const body = {
    name: "시술",
    options: [
      { name: "1회", price: 10 },
      { name: "5회", price: 40 },
    ],
  };

  it("reads nested values, and undefined past the end", () => {
    expect(valueAt(body, "options.1.price")).toBe(40);
    expect(valueAt(body, "options.7.price")).toBeUndefined();
    expect(valueAt(body, "name.length.x")).toBeUndefined();
  });

  it("writes a copy, keeping arrays as arrays and the original untouched", () => {
    const next = withValue(body, "options.0.price", 12);
    expect(next.options[0]).toEqual({ name: "1회", price: 12 });
    expect(Array.isArray(next.options)).toBe(true);
    expect(body.options[0]?.price).toBe(10);
    expect(withValue(body, "summary", null)).toMatchObject({ name: "시술", summary: null });
  });

  it("hands a row its own errors", () => {
    expect(errorsUnder({ "options.1.price": "x", "options.10.name": "y", name: "z" }, "options.1")).toEqual({
      price: "x",
    });
  });
});
