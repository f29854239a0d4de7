import { z } from "zod";
import { timestamp } from "../common";

// The console's media library (issue 10): images a clinic uploads once and picks in every image field.

/** Largest upload the API accepts (the original file, before resizing). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Widths of the resized copies; only those smaller than the original are made. */
export const MEDIA_VARIANT_WIDTHS = [320, 768, 1600] as const;
/** Types the API recognises by their first bytes; SVG is refused (it can carry scripts). */
export const mediaMimeTypes = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type MediaMimeType = (typeof mediaMimeTypes)[number];
/** Header carrying the file's original name on the raw-body upload (percent-encoded: headers are ASCII). */
export const MEDIA_FILE_NAME_HEADER = "x-file-name";

/**
 * One place of the site that shows an image or links to a treatment (issue 25): what it is, its name, the field,
 * and the console page that edits it (a path under the clinic, e.g. "banners/12").
 */
export const contentUseSchema = z.object({
  /** Kind key: banner, popup, theme, partner, homepage, right-button, floating-item, floating-channel, navigation,
   * footer-link, or a content entity's key (products, events…). */
  kind: z.string(),
  /** The kind in Korean ("배너"). */
  kindLabel: z.string(),
  /** The row's own name ("봄 이벤트 배너"). */
  title: z.string(),
  /** The field in Korean ("PC 이미지"). */
  field: z.string(),
  /** Console page under /clinics/{id}/ that edits it. */
  href: z.string(),
});
export type ContentUse = z.infer<typeof contentUseSchema>;

export const mediaAssetSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  originalName: z.string(),
  mimeType: z.enum(mediaMimeTypes),
  byteSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Resized copies by width ("320" → url). */
  variants: z.record(z.string(), z.string()),
  createdAt: timestamp,
  /** Where the site shows it (the original or one of its copies); empty when nowhere. */
  uses: z.array(contentUseSchema).default([]),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

export const mediaQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(40),
});
export const mediaPageSchema = z.object({
  content: z.array(mediaAssetSchema),
  totalElements: z.number().int(),
});
export type MediaPage = z.infer<typeof mediaPageSchema>;

/** An image the site already shows that was not uploaded to the library (seeded `/media/…` files, typed addresses). */
export const siteImageSchema = z.object({ url: z.string(), uses: z.array(contentUseSchema) });
export type SiteImage = z.infer<typeof siteImageSchema>;
export const siteImagesSchema = z.object({ content: z.array(siteImageSchema) });
export type SiteImages = z.infer<typeof siteImagesSchema>;

/** The places that link to one treatment (banners, popups, menus…), asked before it is deleted. */
export const contentUsesSchema = z.object({ uses: z.array(contentUseSchema) });
export type ContentUses = z.infer<typeof contentUsesSchema>;

/** Where a banner keeps its picture when cropped: % from the left and from the top (CSS object-position). */
export const focalPercent = z
  .number("0에서 100 사이의 숫자로 입력해 주세요.")
  .int("정수로 입력해 주세요.")
  .min(0, "0 이상이어야 합니다.")
  .max(100, "100 이하여야 합니다.");

/** The smallest copy at least `width` wide, or the original: what an <img> of that size should load. */
export function mediaUrlFor(asset: Pick<MediaAsset, "url" | "variants">, width: number): string {
  const fitting = Object.entries(asset.variants)
    .map(([w, url]) => [Number(w), url] as const)
    .filter(([w]) => w >= width)
    .sort((a, b) => a[0] - b[0]);
  return fitting[0]?.[1] ?? asset.url;
}
