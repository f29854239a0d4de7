import { z } from "zod";

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
  createdAt: z.string(),
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

/** The smallest copy at least `width` wide, or the original: what an <img> of that size should load. */
export function mediaUrlFor(asset: Pick<MediaAsset, "url" | "variants">, width: number): string {
  const fitting = Object.entries(asset.variants)
    .map(([w, url]) => [Number(w), url] as const)
    .filter(([w]) => w >= width)
    .sort((a, b) => a[0] - b[0]);
  return fitting[0]?.[1] ?? asset.url;
}
