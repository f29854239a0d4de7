import { MAX_PAGE_SIZE } from "@clinic/shared";
import { linkedIds, type SitemapEntry, STATIC_SITEMAP_PATHS } from "./sitemap";

/** At most this many pages of one list are read (MAX_PAGE_SIZE rows each): bounds a sitemap request. */
export const SITEMAP_MAX_PAGES = 50;

type Page<T> = { rows: T[]; total: number };

/** Where the sitemap's rows come from; the route handler wires lib/api, tests pass fakes. */
export interface SitemapSources {
  /** Every internal link the clinic configured (navigation, footer, banners): how brandings are found. */
  links: () => Promise<(string | null | undefined)[]>;
  /** Published, non-secret products. */
  products: (page: number, pageSize: number) => Promise<Page<{ id: number }>>;
  exhibitions: (page: number, pageSize: number) => Promise<Page<{ id: number }>>;
  /** A published branding, or null when it does not exist (or is a draft). */
  branding: (id: number) => Promise<{ id: number; updatedAt: string } | null>;
  /** Every visible board of both areas. */
  boardTypes: () => Promise<{ id: number; area: string }[]>;
  /** Visible notices: pinned ones and the paged rest. */
  notices: (
    page: number,
    pageSize: number,
  ) => Promise<Page<{ id: number; createdAt: string }> & { pinned: { id: number; createdAt: string }[] }>;
  boardPosts: (
    boardTypeId: number,
    page: number,
    pageSize: number,
  ) => Promise<Page<{ id: number; createdAt: string }>>;
}

/** Every row of a paged list, page by page, up to SITEMAP_MAX_PAGES. */
export async function readAllPages<T>(
  read: (page: number, pageSize: number) => Promise<Page<T>>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= SITEMAP_MAX_PAGES; page += 1) {
    const answer = await read(page, MAX_PAGE_SIZE);
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || rows.length >= answer.total) break;
  }
  return rows;
}

type Warn = (message: string, error: unknown) => void;

/** One part of the sitemap; a failing part is logged and left out so the rest is still served. */
async function part(name: string, warn: Warn, read: () => Promise<SitemapEntry[]>): Promise<SitemapEntry[]> {
  try {
    return await read();
  } catch (error) {
    warn(`[sitemap] ${name} left out`, error);
    return [];
  }
}

/**
 * The pages of one clinic for its sitemap: fixed pages, every listed product, exhibition and notice, the brandings its
 * links point to, every board with its posts, and the customer boards' lists (their posts are visitors' own).
 */
export async function collectSitemapEntries(sources: SitemapSources, warn: Warn): Promise<SitemapEntry[]> {
  const links = await sources.links().catch((error: unknown) => {
    warn("[sitemap] configured links unavailable", error);
    return [];
  });

  const parts = await Promise.all([
    part("products", warn, async () =>
      (await readAllPages(sources.products)).map((product) => ({ path: `/products/${product.id}` })),
    ),
    part("exhibitions", warn, async () =>
      (await readAllPages(sources.exhibitions)).map((exhibition) => ({
        path: `/exhibitions/${exhibition.id}`,
      })),
    ),
    part("brandings", warn, async () => {
      const found = await Promise.all(linkedIds(links, "brandings").map((id) => sources.branding(id)));
      return found.flatMap((branding) =>
        branding ? [{ path: `/brandings/${branding.id}`, lastModified: branding.updatedAt }] : [],
      );
    }),
    part("notices", warn, async () => {
      let pinned: { id: number; createdAt: string }[] = [];
      const rows = await readAllPages(async (page, size) => {
        const answer = await sources.notices(page, size);
        pinned = answer.pinned;
        return answer;
      });
      return [...pinned, ...rows].map((notice) => ({
        path: `/cscenter/notice/${notice.id}`,
        lastModified: notice.createdAt,
      }));
    }),
    part("boards", warn, async () => {
      const types = await sources.boardTypes();
      const boards = types.filter((type) => type.area === "BOARD");
      const customerBoards = types
        .filter((type) => type.area === "CSCENTER")
        .map((board) => ({ path: `/cscenter/boards/${board.id}` }));
      const lists = await Promise.all(
        boards.map(async (board) => {
          const posts = await readAllPages((page, size) => sources.boardPosts(board.id, page, size));
          return [
            { path: `/boards/${board.id}` },
            ...posts.map((post) => ({
              path: `/boards/${board.id}/detail/${post.id}`,
              lastModified: post.createdAt,
            })),
          ];
        }),
      );
      return [...lists.flat(), ...customerBoards];
    }),
  ]);

  return [...STATIC_SITEMAP_PATHS.map((path) => ({ path })), ...parts.flat()];
}
