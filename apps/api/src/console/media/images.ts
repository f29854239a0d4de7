import { MEDIA_VARIANT_WIDTHS, type MediaMimeType } from "@clinic/shared";
import sharp from "sharp";

/**
 * The type of an upload from its first bytes (the name and the Content-Type header are the client's word, not
 * the file's). SVG is refused rather than sanitised: it is a document that can carry scripts and links, and
 * clinics' photos and banners are raster images.
 */
export function detectImageType(bytes: Buffer): MediaMimeType | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x47, 0x49, 0x46, 0x38]) && (starts([0x37, 0x61], 4) || starts([0x39, 0x61], 4)))
    return "image/gif";
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

export const extensionOf: Record<MediaMimeType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

export interface DecodedImage {
  width: number;
  height: number;
  /** Resized WebP copies, only for widths smaller than the original. */
  variants: { width: number; body: Buffer }[];
}

/** Limits what a crafted header can make the decoder allocate (a 10 MB file claiming 100k × 100k pixels). */
const MAX_PIXELS = 60_000_000;

/** Decodes the whole image (a valid header with broken data fails here) and makes the resized copies. */
export async function decodeImage(bytes: Buffer): Promise<DecodedImage | null> {
  try {
    const source = () => sharp(bytes, { animated: true, limitInputPixels: MAX_PIXELS });
    const meta = await source().metadata();
    // Animated images report the height of all frames together (pageHeight is one frame); photos carry an
    // EXIF orientation that the copies apply, so the sizes are those of the image as shown.
    const rotated = meta.orientation !== undefined && meta.orientation >= 5;
    const width = rotated ? meta.autoOrient.width : meta.width;
    const height = rotated ? meta.autoOrient.height : (meta.pageHeight ?? meta.height);
    if (!width || !height) return null;
    // Decoding fully catches truncated or corrupt files that still have a valid header.
    await source().autoOrient().raw().toBuffer();
    const variants = [];
    for (const target of MEDIA_VARIANT_WIDTHS) {
      if (target >= width) continue;
      // autoOrient() applies EXIF orientation, so phone photos are not shown sideways.
      const body = await source().autoOrient().resize({ width: target }).webp({ quality: 80 }).toBuffer();
      variants.push({ width: target, body });
    }
    return { width, height, variants };
  } catch {
    return null;
  }
}
