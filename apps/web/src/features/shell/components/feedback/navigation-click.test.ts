import { describe, expect, it } from "vitest";
import { isOtherPage } from "./navigation-click";

const here = { origin: "http://lumiere.localhost:3000", pathname: "/events", search: "" };

describe("isOtherPage", () => {
  it("is true for another path or query of the same site", () => {
    expect(isOtherPage("/products", here)).toBe(true);
    expect(isOtherPage("http://lumiere.localhost:3000/events?page=2", here)).toBe(true);
  });

  it("is false for the same page, a hash change, other sites and non-http links", () => {
    expect(isOtherPage("/events", here)).toBe(false);
    expect(isOtherPage("/events#list", here)).toBe(false);
    expect(isOtherPage("https://blog.naver.com/x", here)).toBe(false);
    expect(isOtherPage("tel:025451004", here)).toBe(false);
  });
});
