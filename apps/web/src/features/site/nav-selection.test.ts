import { describe, expect, it } from "vitest";
import { hasDropdown, isNavItemSelected, isNavLinkCurrent, navPath, selectedNavIndex } from "./nav-selection";

const item = (url: string, ...subUrls: string[]) => ({ url, subList: subUrls.map((sub) => ({ url: sub })) });

const intro = item("/introduce", "/introduce", "/introduce/staff", "/introduce/space");
const products = item("/products", "/products", "/products/category/pick", "/products/category/event");
const productsAlone = item("/products");
const events = item("/events", "/events", "/exhibitions");
const exhibitions = item("/exhibitions");
const board = item("/boards/1");

describe("navPath", () => {
  it("drops the query, the hash and a trailing slash but keeps the root", () => {
    expect(navPath("/events?x=1#top")).toBe("/events");
    expect(navPath("/events/")).toBe("/events");
    expect(navPath("/")).toBe("/");
    expect(navPath("  /faq ")).toBe("/faq");
  });
});

describe("isNavItemSelected", () => {
  it("selects an item whose url equals the current path", () => {
    expect(isNavItemSelected(board, "/boards/1")).toBe(true);
    expect(isNavItemSelected(board, "/boards/1/")).toBe(true);
    expect(isNavItemSelected(board, "/boards/12")).toBe(false);
  });

  it("selects an item when one of its sub-items' urls equals the current path", () => {
    expect(isNavItemSelected(intro, "/introduce/staff")).toBe(true);
    expect(isNavItemSelected(intro, "/introduce/schedule")).toBe(false);
  });

  it("does not select on a mere prefix for ordinary items", () => {
    expect(isNavItemSelected(board, "/boards/1/detail/4")).toBe(false);
    expect(isNavItemSelected(intro, "/")).toBe(false);
  });

  it("selects the products item on every path containing /products", () => {
    expect(isNavItemSelected(productsAlone, "/products")).toBe(true);
    expect(isNavItemSelected(productsAlone, "/products/12")).toBe(true);
    expect(isNavItemSelected(productsAlone, "/products/12/secret/3")).toBe(true);
    expect(isNavItemSelected(products, "/products/12")).toBe(true);
    expect(isNavItemSelected(productsAlone, "/preview/product/12")).toBe(false);
  });

  it("on /products/category selects the products item only on an exact match", () => {
    expect(isNavItemSelected(productsAlone, "/products/category/pick")).toBe(false);
    expect(isNavItemSelected(productsAlone, "/products/category/event")).toBe(false);
    // Exact: the item lists the category page as a sub-item.
    expect(isNavItemSelected(products, "/products/category/pick")).toBe(true);
    expect(isNavItemSelected(item("/products/category/pick"), "/products/category/pick")).toBe(true);
    expect(isNavItemSelected(item("/products/category/pick"), "/products/category/event")).toBe(false);
  });

  it("does not treat other items as the products item", () => {
    expect(isNavItemSelected(events, "/products/12")).toBe(false);
    expect(isNavItemSelected(item("/products/category/event"), "/products/12")).toBe(false);
  });

  it("selects the exhibitions item on every path containing /exhibitions", () => {
    expect(isNavItemSelected(exhibitions, "/exhibitions")).toBe(true);
    expect(isNavItemSelected(exhibitions, "/exhibitions/7")).toBe(true);
    // An events item that lists the exhibitions page among its sub-items counts as the exhibitions item.
    expect(isNavItemSelected(events, "/exhibitions/7")).toBe(true);
    expect(isNavItemSelected(intro, "/exhibitions/7")).toBe(false);
    expect(isNavItemSelected(exhibitions, "/events")).toBe(false);
  });
});

describe("isNavLinkCurrent", () => {
  it("is true only for the exact page", () => {
    expect(isNavLinkCurrent({ url: "/cscenter/faq" }, "/cscenter/faq/")).toBe(true);
    expect(isNavLinkCurrent({ url: "/cscenter" }, "/cscenter/faq")).toBe(false);
  });
});

describe("hasDropdown", () => {
  it("needs more than one sub-item", () => {
    expect(hasDropdown(item("/a"))).toBe(false);
    expect(hasDropdown(item("/a", "/a/1"))).toBe(false);
    expect(hasDropdown(item("/a", "/a/1", "/a/2"))).toBe(true);
  });
});

describe("selectedNavIndex", () => {
  it("finds the first selected item, or -1", () => {
    const items = [intro, products, events, board];
    expect(selectedNavIndex(items, "/products/3")).toBe(1);
    expect(selectedNavIndex(items, "/exhibitions")).toBe(2);
    expect(selectedNavIndex(items, "/search")).toBe(-1);
  });
});
