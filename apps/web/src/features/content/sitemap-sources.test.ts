import { describe, expect, it, vi } from "vitest";
import { STATIC_SITEMAP_PATHS } from "./sitemap";
import {
  collectSitemapEntries,
  readAllPages,
  SITEMAP_MAX_PAGES,
  type SitemapSources,
} from "./sitemap-sources";

const paged = <T>(all: T[]) =>
  vi.fn(async (page: number, size: number) => ({
    rows: all.slice((page - 1) * size, page * size),
    total: all.length,
  }));

function sources(overrides: Partial<SitemapSources> = {}): SitemapSources {
  return {
    links: async () => [
      "/boards/1",
      "/boards/2",
      "/cscenter/boards/3",
      "/boards/9",
      "/brandings/4",
      "/brandings/5",
    ],
    products: paged(Array.from({ length: 130 }, (_, index) => ({ id: index + 1 }))),
    exhibitions: paged([{ id: 21 }]),
    branding: async (id) => (id === 4 ? { id, updatedAt: "2025-02-01T00:00:00Z" } : null),
    boardTypes: async () => [
      { id: 1, area: "BOARD" },
      { id: 2, area: "CSCENTER" },
    ],
    notices: async (page) => ({
      pinned: [{ id: 31, createdAt: "2025-01-01T00:00:00Z" }],
      rows: page === 1 ? [{ id: 32, createdAt: "2025-01-02T00:00:00Z" }] : [],
      total: 1,
    }),
    boardPosts: async (boardTypeId) => ({
      rows: [{ id: 100 + boardTypeId, createdAt: "2025-01-05T00:00:00Z" }],
      total: 1,
    }),
    ...overrides,
  };
}

describe("readAllPages", () => {
  it("reads page after page until the total is reached", async () => {
    const read = paged(Array.from({ length: 250 }, (_, index) => index));
    expect(await readAllPages(read)).toHaveLength(250);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("stops on an empty page and after SITEMAP_MAX_PAGES pages", async () => {
    const lying = vi.fn(async () => ({ rows: [1], total: 1_000_000 }));
    expect(await readAllPages(lying)).toHaveLength(SITEMAP_MAX_PAGES);
    const empty = vi.fn(async () => ({ rows: [], total: 10 }));
    expect(await readAllPages(empty)).toEqual([]);
    expect(empty).toHaveBeenCalledTimes(1);
  });
});

describe("collectSitemapEntries", () => {
  it("lists the fixed pages, products, exhibitions, notices, linked brandings, boards with posts and customer boards", async () => {
    const entries = await collectSitemapEntries(sources(), () => {});
    const paths = entries.map((entry) => entry.path);
    expect(paths.slice(0, STATIC_SITEMAP_PATHS.length)).toEqual([...STATIC_SITEMAP_PATHS]);
    expect(paths.filter((path) => path.startsWith("/products/") && /\d$/.test(path))).toHaveLength(130);
    expect(paths).toContain("/exhibitions/21");
    expect(paths).toContain("/brandings/4");
    expect(paths).not.toContain("/brandings/5");
    expect(paths).toContain("/boards/1");
    expect(paths).toContain("/boards/1/detail/101");
    // A customer board is listed under /cscenter without its posts (visitors' own); links to unknown boards count
    // for nothing.
    expect(paths).toContain("/cscenter/boards/2");
    expect(paths.some((path) => path.startsWith("/boards/2") || path.startsWith("/boards/9"))).toBe(false);
    expect(paths.some((path) => path.startsWith("/cscenter/boards/2/"))).toBe(false);
    expect(paths).toEqual(expect.arrayContaining(["/cscenter/notice/31", "/cscenter/notice/32"]));
    expect(entries.find((entry) => entry.path === "/boards/1/detail/101")?.lastModified).toBe(
      "2025-01-05T00:00:00Z",
    );
  });

  it("leaves out a failing part and still serves the rest", async () => {
    const warn = vi.fn();
    const entries = await collectSitemapEntries(
      sources({
        products: async () => {
          throw new Error("down");
        },
        boardTypes: async () => {
          throw new Error("down");
        },
      }),
      warn,
    );
    const paths = entries.map((entry) => entry.path);
    expect(paths).toContain("/exhibitions/21");
    expect(paths.some((path) => /^\/products\/\d+$/.test(path))).toBe(false);
    expect(paths.some((path) => path.startsWith("/boards/"))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
