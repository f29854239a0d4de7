import { badgeSchema } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { parseBadge } from "./badge";

describe("parseBadge", () => {
  it.each([0, 3, 30])("accepts cartCount %s", (cartCount) => {
    const answer = { cartCount, other: true };
    expect(parseBadge(answer)).toEqual({ cartCount });
    expect(parseBadge(answer)).toEqual(badgeSchema.parse(answer));
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["a number", 3],
    ["no cartCount", {}],
    ["a string count", { cartCount: "3" }],
    ["a fractional count", { cartCount: 2.5 }],
    ["NaN", { cartCount: Number.NaN }],
  ])("rejects %s, like the schema", (_case, value) => {
    expect(parseBadge(value)).toBeNull();
    expect(badgeSchema.safeParse(value).success).toBe(false);
  });
});
