import {
  and,
  eq,
  getTableColumns,
  inArray,
  isNull,
  type PgColumn,
  type PgTable,
  schema,
  sql,
  type Tx,
} from "@clinic/db";
import type { ContentUse } from "@clinic/shared";

/**
 * Where a clinic's site shows images and links to treatments (issue 25): every column that holds an image address
 * or a link, read in the clinic's tenant transaction. Rows in the trash are left out (the site does not show
 * them). Rich-text bodies are not searched: an image inside a body keeps working after a delete (soft delete).
 */
const s = schema;

export interface ImageRef {
  url: string;
  use: ContentUse;
}

type Row = { id: number; title: string | null } & Record<string, unknown>;

interface Source {
  kind: string;
  kindLabel: string;
  href: (id: number) => string;
  /** Column key in the row → Korean field name. A value may be a string or an array of strings. */
  fields: Record<string, string>;
  read: (tx: Tx, partnerId: number) => Promise<Row[]>;
}

const content = (key: string) => (id: number) => `content/${key}/${id}`;

const IMAGE_SOURCES: Source[] = [
  {
    kind: "banner",
    kindLabel: "배너",
    href: (id) => `banners/${id}`,
    fields: { pc: "PC 이미지", mobile: "모바일 이미지" },
    read: (tx, partnerId) =>
      tx
        .select({
          id: s.banners.id,
          title: s.banners.title,
          pc: s.banners.pcImageUrl,
          mobile: s.banners.mobileImageUrl,
        })
        .from(s.banners)
        .where(eq(s.banners.partnerId, partnerId)),
  },
  {
    kind: "popup",
    kindLabel: "팝업",
    href: (id) => `popups/${id}`,
    fields: { pc: "PC 이미지", mobile: "모바일 이미지" },
    read: (tx, partnerId) =>
      tx
        .select({
          id: s.popupItems.popupId,
          title: s.popupItems.title,
          pc: s.popupItems.pcContent,
          mobile: s.popupItems.mobileContent,
        })
        .from(s.popupItems)
        .where(eq(s.popupItems.partnerId, partnerId)),
  },
  {
    kind: "theme",
    kindLabel: "테마",
    href: () => "site/theme",
    fields: {
      a: "PC 로고(투명 헤더)",
      b: "PC 로고(흰 헤더)",
      c: "모바일 로고(투명 헤더)",
      d: "모바일 로고(흰 헤더)",
      e: "푸터 로고",
    },
    read: (tx, partnerId) =>
      tx
        .select({
          id: s.siteSettings.partnerId,
          title: sql<string>`'로고'`,
          a: s.siteSettings.logoPcTransparent,
          b: s.siteSettings.logoPcWhite,
          c: s.siteSettings.logoMobileTransparent,
          d: s.siteSettings.logoMobileWhite,
          e: s.siteSettings.logoFooter,
        })
        .from(s.siteSettings)
        .where(eq(s.siteSettings.partnerId, partnerId)),
  },
  {
    kind: "partner",
    kindLabel: "병원 정보",
    href: () => "settings/partner",
    fields: { logo: "로고" },
    read: (tx, partnerId) =>
      tx
        .select({ id: s.partners.id, title: s.partners.partnerName, logo: s.partners.logoImageUrl })
        .from(s.partners)
        .where(eq(s.partners.id, partnerId)),
  },
  {
    kind: "homepage",
    kindLabel: "홈페이지 설정",
    href: () => "settings/homepage",
    fields: { og: "공유 이미지(OG)" },
    read: (tx, partnerId) =>
      tx
        .select({
          id: s.homepageConfigs.partnerId,
          title: sql<string>`'검색·공유'`,
          og: s.homepageConfigs.ogImageUrl,
        })
        .from(s.homepageConfigs)
        .where(eq(s.homepageConfigs.partnerId, partnerId)),
  },
  {
    kind: "right-button",
    kindLabel: "상단 버튼",
    href: () => "site/right-buttons",
    fields: { image: "버튼 이미지" },
    read: (tx, partnerId) =>
      tx
        .select({
          id: s.rightButtons.id,
          title: s.rightButtons.buttonText,
          image: s.rightButtons.buttonImageUrl,
        })
        .from(s.rightButtons)
        .where(eq(s.rightButtons.partnerId, partnerId)),
  },
  {
    kind: "floating-item",
    kindLabel: "플로팅 메뉴",
    href: () => "site/floating-items",
    fields: { pc: "PC 이미지", mobile: "모바일 이미지" },
    read: (tx, partnerId) =>
      tx
        .select({
          id: s.floatingItems.id,
          title: s.floatingItems.title,
          pc: s.floatingItems.pcImageUrl,
          mobile: s.floatingItems.mobileImageUrl,
        })
        .from(s.floatingItems)
        .where(eq(s.floatingItems.partnerId, partnerId)),
  },
  {
    kind: "floating-channel",
    kindLabel: "플로팅 메뉴",
    href: () => "site/floating-items",
    fields: { image: "채널 이미지" },
    read: async (tx, partnerId) =>
      (
        await tx
          .select({
            channel: s.floatingChannelOverrides.channel,
            title: s.floatingChannelOverrides.title,
            image: s.floatingChannelOverrides.imageUrl,
          })
          .from(s.floatingChannelOverrides)
          .where(eq(s.floatingChannelOverrides.partnerId, partnerId))
      ).map((row) => ({ id: 0, title: row.title ?? row.channel, image: row.image })),
  },
  {
    kind: "products",
    kindLabel: "시술",
    href: content("products"),
    fields: { thumb: "대표 이미지", images: "상세 이미지" },
    read: (tx, partnerId) =>
      tx
        .select({
          id: s.products.id,
          title: s.products.name,
          thumb: s.products.thumbnailUrl,
          images: s.products.imageUrls,
        })
        .from(s.products)
        .where(and(eq(s.products.partnerId, partnerId), isNull(s.products.deletedAt))),
  },
  {
    kind: "events",
    kindLabel: "이벤트",
    href: content("events"),
    fields: { thumb: "대표 이미지" },
    read: (tx, partnerId) =>
      tx
        .select({ id: s.events.id, title: s.events.title, thumb: s.events.thumbnailUrl })
        .from(s.events)
        .where(and(eq(s.events.partnerId, partnerId), isNull(s.events.deletedAt))),
  },
  {
    kind: "exhibitions",
    kindLabel: "기획전",
    href: content("exhibitions"),
    fields: { thumb: "대표 이미지", banner: "배너 이미지" },
    read: (tx, partnerId) =>
      tx
        .select({
          id: s.exhibitions.id,
          title: s.exhibitions.title,
          thumb: s.exhibitions.thumbnailUrl,
          banner: s.exhibitions.bannerImageUrl,
        })
        .from(s.exhibitions)
        .where(and(eq(s.exhibitions.partnerId, partnerId), isNull(s.exhibitions.deletedAt))),
  },
  {
    kind: "brandings",
    kindLabel: "브랜드 소개",
    href: content("brandings"),
    fields: { hero: "대표 이미지" },
    read: (tx, partnerId) =>
      tx
        .select({ id: s.brandings.id, title: s.brandings.title, hero: s.brandings.heroImageUrl })
        .from(s.brandings)
        .where(and(eq(s.brandings.partnerId, partnerId), isNull(s.brandings.deletedAt))),
  },
  {
    kind: "before-afters",
    kindLabel: "전후 사진",
    href: content("before-afters"),
    fields: { before: "전 사진", after: "후 사진" },
    read: (tx, partnerId) =>
      tx
        .select({
          id: s.beforeAfters.id,
          title: s.beforeAfters.title,
          before: s.beforeAfters.beforeImageUrl,
          after: s.beforeAfters.afterImageUrl,
        })
        .from(s.beforeAfters)
        .where(and(eq(s.beforeAfters.partnerId, partnerId), isNull(s.beforeAfters.deletedAt))),
  },
  {
    kind: "partner-reviews",
    kindLabel: "후기",
    href: content("partner-reviews"),
    fields: { images: "후기 사진" },
    read: (tx, partnerId) =>
      tx
        .select({
          id: s.partnerReviews.id,
          title: s.partnerReviews.authorName,
          images: s.partnerReviews.imageUrls,
        })
        .from(s.partnerReviews)
        .where(and(eq(s.partnerReviews.partnerId, partnerId), isNull(s.partnerReviews.deletedAt))),
  },
  {
    kind: "boards",
    kindLabel: "게시글",
    href: content("boards"),
    fields: { thumb: "대표 이미지" },
    read: (tx, partnerId) =>
      tx
        .select({ id: s.boards.id, title: s.boards.title, thumb: s.boards.thumbnailUrl })
        .from(s.boards)
        .where(and(eq(s.boards.partnerId, partnerId), isNull(s.boards.deletedAt))),
  },
  {
    kind: "employees",
    kindLabel: "의료진",
    href: content("employees"),
    fields: { photo: "사진" },
    read: (tx, partnerId) =>
      tx
        .select({
          id: s.partnerEmployees.id,
          title: s.partnerEmployees.name,
          photo: s.partnerEmployees.photoUrl,
        })
        .from(s.partnerEmployees)
        .where(and(eq(s.partnerEmployees.partnerId, partnerId), isNull(s.partnerEmployees.deletedAt))),
  },
  {
    kind: "spaces",
    kindLabel: "둘러보기",
    href: content("spaces"),
    fields: { image: "사진" },
    read: (tx, partnerId) =>
      tx
        .select({ id: s.partnerSpaces.id, title: s.partnerSpaces.title, image: s.partnerSpaces.imageUrl })
        .from(s.partnerSpaces)
        .where(and(eq(s.partnerSpaces.partnerId, partnerId), isNull(s.partnerSpaces.deletedAt))),
  },
];

/** Every image address the clinic's site uses, with the place using it (one entry per place and field). */
export async function imageRefs(tx: Tx, partnerId: number): Promise<ImageRef[]> {
  const refs: ImageRef[] = [];
  for (const source of IMAGE_SOURCES) {
    for (const row of await source.read(tx, partnerId)) {
      for (const [key, field] of Object.entries(source.fields)) {
        const value = row[key];
        const urls = Array.isArray(value) ? value : [value];
        for (const url of urls) {
          if (typeof url !== "string" || url.trim() === "") continue;
          refs.push({
            url,
            use: {
              kind: source.kind,
              kindLabel: source.kindLabel,
              title: row.title?.trim() || source.kindLabel,
              field,
              href: source.href(row.id),
            },
          });
        }
      }
    }
  }
  return refs;
}

/* ---------- links to a treatment ---------- */

/** `/products/12`, `/products/12/…`, `/products/12?…`, `/products/12#…`, also with the site's host in front. */
export function linksToProduct(url: string | null, productId: number): boolean {
  if (!url) return false;
  const path = url.replace(/^https?:\/\/[^/]+/i, "");
  return new RegExp(`^/products/${productId}(?:[/?#]|$)`).test(path);
}

/** A LIKE prefilter on the database side; `linksToProduct` decides. */
const mentions = (column: PgColumn, productId: number) => sql`${column} like ${`%/products/${productId}%`}`;

interface LinkRow {
  id: number;
  title: string | null;
  url: string | null;
  /** The row the console edits, when it is not this one. */
  hrefId: number;
}

interface LinkSource {
  kind: string;
  kindLabel: string;
  field: string;
  href: (id: number) => string;
  read: (tx: Tx, partnerId: number, productId: number) => Promise<LinkRow[]>;
  /** Removes the link (a nullable column is cleared; a row that is only a link is removed). */
  unlink: (tx: Tx, partnerId: number, ids: number[]) => Promise<void>;
}

/** A table whose rows may link to a treatment: every such table has an id and the clinic's partner id. */
type LinkTable = PgTable & { id: PgColumn; partnerId: PgColumn };

/**
 * One place that may link to a treatment: `url` is the link column, `title` names the row, `hrefId` the row the
 * console edits (a popup item is edited on its popup). `unlink: "clear"` empties the link and keeps the row (it
 * still shows its picture or text); `"delete"` removes a row that is nothing but the link (a menu entry).
 */
function linkSource(spec: {
  kind: string;
  kindLabel: string;
  href: (id: number) => string;
  table: LinkTable;
  title: PgColumn;
  url: PgColumn;
  hrefId?: PgColumn;
  field?: string;
  unlink: "clear" | "delete";
}): LinkSource {
  const { table, url } = spec;
  const urlKey = Object.entries(getTableColumns(table)).find(([, column]) => column === url)?.[0];
  if (!urlKey) throw new Error(`${spec.kind}: the link column is not a column of its table`);
  return {
    kind: spec.kind,
    kindLabel: spec.kindLabel,
    field: spec.field ?? "링크",
    href: spec.href,
    read: async (tx, partnerId, productId) =>
      (await tx
        .select({ id: table.id, title: spec.title, url, hrefId: spec.hrefId ?? table.id })
        .from(table as PgTable)
        .where(and(eq(table.partnerId, partnerId), mentions(url, productId)))) as LinkRow[],
    unlink: async (tx, partnerId, ids) => {
      const mine = and(eq(table.partnerId, partnerId), inArray(table.id, ids));
      if (spec.unlink === "delete") await tx.delete(table).where(mine);
      else
        await tx
          .update(table)
          .set({ [urlKey]: null })
          .where(mine);
    },
  };
}

const LINK_SOURCES: LinkSource[] = [
  linkSource({
    kind: "banner",
    kindLabel: "배너",
    href: (id) => `banners/${id}`,
    table: s.banners,
    title: s.banners.title,
    url: s.banners.linkUrl,
    unlink: "clear",
  }),
  linkSource({
    kind: "popup",
    kindLabel: "팝업",
    href: (id) => `popups/${id}`,
    table: s.popupItems,
    title: s.popupItems.title,
    url: s.popupItems.linkTo,
    hrefId: s.popupItems.popupId,
    unlink: "clear",
  }),
  linkSource({
    kind: "navigation",
    kindLabel: "메뉴",
    field: "메뉴 항목",
    href: () => "site/navigation",
    table: s.navigationItems,
    title: s.navigationItems.title,
    url: s.navigationItems.url,
    unlink: "delete",
  }),
  linkSource({
    kind: "footer-link",
    kindLabel: "푸터 링크",
    href: () => "settings/homepage",
    table: s.footerLinks,
    title: s.footerLinks.title,
    url: s.footerLinks.url,
    unlink: "delete",
  }),
  linkSource({
    kind: "right-button",
    kindLabel: "상단 버튼",
    href: () => "site/right-buttons",
    table: s.rightButtons,
    title: s.rightButtons.buttonText,
    url: s.rightButtons.buttonUrl,
    unlink: "clear",
  }),
  linkSource({
    kind: "floating-item",
    kindLabel: "플로팅 메뉴",
    href: () => "site/floating-items",
    table: s.floatingItems,
    title: s.floatingItems.title,
    url: s.floatingItems.url,
    unlink: "clear",
  }),
];

interface ProductLink {
  source: LinkSource;
  rowId: number;
  use: ContentUse;
}

async function productLinks(tx: Tx, partnerId: number, productIds: number[]): Promise<ProductLink[]> {
  const found: ProductLink[] = [];
  for (const productId of productIds) {
    for (const source of LINK_SOURCES) {
      for (const row of await source.read(tx, partnerId, productId)) {
        if (!linksToProduct(row.url, productId)) continue;
        found.push({
          source,
          rowId: row.id,
          use: {
            kind: source.kind,
            kindLabel: source.kindLabel,
            title: row.title?.trim() || source.kindLabel,
            field: source.field,
            href: source.href(row.hrefId),
          },
        });
      }
    }
  }
  return found;
}

/** The places linking to these treatments. */
export async function productUses(tx: Tx, partnerId: number, productIds: number[]): Promise<ContentUse[]> {
  return (await productLinks(tx, partnerId, productIds)).map((link) => link.use);
}

/** Removes every link to these treatments; answers what was unlinked (for the audit log). */
export async function unlinkProducts(tx: Tx, partnerId: number, productIds: number[]): Promise<ContentUse[]> {
  const links = await productLinks(tx, partnerId, productIds);
  for (const source of LINK_SOURCES) {
    const ids = links.filter((link) => link.source === source).map((link) => link.rowId);
    if (ids.length > 0) await source.unlink(tx, partnerId, ids);
  }
  return links.map((link) => link.use);
}
