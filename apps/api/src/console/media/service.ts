import { randomBytes } from "node:crypto";
import { recordAudit } from "@api/console/audit/repository";
import { HttpError, notFound } from "@api/lib/http-error";
import { type Database, withTenant } from "@clinic/db";
import {
  type ContentUse,
  MEDIA_MAX_BYTES,
  type MediaAsset,
  type MediaPage,
  type SiteImages,
  type Staff,
} from "@clinic/shared";
import { decodeImage, detectImageType, extensionOf } from "./images";
import { allAssetUrls, clinicCode, findAsset, insertAsset, listAssets, softDeleteAsset } from "./repository";
import type { MediaStorage } from "./storage";
import { stillUsed } from "./uses";
import { type ImageRef, imageRefs, productUses } from "./uses-repository";

export interface ConsoleMediaService {
  list(partnerId: number, page: number, size: number): Promise<MediaPage>;
  /** Images the site shows that are not uploads of the library (seeded files, typed addresses). */
  siteImages(partnerId: number): Promise<SiteImages>;
  /** The places linking to a treatment. */
  productUses(partnerId: number, productId: number): Promise<ContentUse[]>;
  upload(partnerId: number, staff: Staff, bytes: Buffer, fileName: string | undefined): Promise<MediaAsset>;
  remove(partnerId: number, staff: Staff, id: number): Promise<void>;
}

export const tooLarge = () =>
  new HttpError(
    413,
    "file too large",
    `파일이 너무 큽니다. 이미지는 ${MEDIA_MAX_BYTES / 1024 / 1024}MB 이하만 올릴 수 있습니다.`,
  );

/** The uses of an asset: places showing its original or one of its resized copies. */
function usesOf(asset: Pick<MediaAsset, "url" | "variants">, refs: ImageRef[]): ContentUse[] {
  const addresses = new Set([asset.url, ...Object.values(asset.variants)]);
  return refs.filter((ref) => addresses.has(ref.url)).map((ref) => ref.use);
}

export const unsupported = () =>
  new HttpError(415, "unsupported image", "JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.");

/** The name as the person knows it, for the grid; never used in a path. */
export function cleanFileName(raw: string | undefined, extension: string): string {
  let name = raw ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not percent-encoded: keep it as sent.
  }
  // Only the last path segment, without control characters.
  name = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200);
  return name || `image.${extension}`;
}

export function createConsoleMediaService(database: Database, storage: MediaStorage): ConsoleMediaService {
  return {
    list: (partnerId, page, size) =>
      withTenant(database.db, partnerId, async (tx) => {
        const page_ = await listAssets(tx, partnerId, page, size);
        const refs = await imageRefs(tx, partnerId);
        return {
          ...page_,
          content: page_.content.map((asset) => ({ ...asset, uses: usesOf(asset, refs) })),
        };
      }),

    productUses: (partnerId, productId) =>
      withTenant(database.db, partnerId, (tx) => productUses(tx, partnerId, [productId])),

    siteImages: (partnerId) =>
      withTenant(database.db, partnerId, async (tx) => {
        const uploaded = new Set(await allAssetUrls(tx, partnerId));
        const byUrl = new Map<string, ContentUse[]>();
        for (const ref of await imageRefs(tx, partnerId)) {
          if (uploaded.has(ref.url)) continue;
          byUrl.set(ref.url, [...(byUrl.get(ref.url) ?? []), ref.use]);
        }
        return { content: [...byUrl].map(([url, uses]) => ({ url, uses })) };
      }),

    async upload(partnerId, staff, bytes, fileName) {
      if (bytes.length > MEDIA_MAX_BYTES) throw tooLarge();
      if (bytes.length === 0) {
        throw new HttpError(400, "empty file", "파일을 선택해 주세요.", [
          { path: "body", message: "빈 파일입니다." },
        ]);
      }
      const mimeType = detectImageType(bytes);
      if (!mimeType) throw unsupported();
      const image = await decodeImage(bytes);
      if (!image) throw unsupported();
      const code = await withTenant(database.db, partnerId, (tx) => clinicCode(tx, partnerId));
      if (!code) throw notFound("clinic not found");

      // Random names: uploads never overwrite each other and their addresses cannot be guessed.
      const month = new Date().toISOString().slice(0, 7).replace("-", "");
      const base = `${code}/uploads/${month}/${randomBytes(12).toString("hex")}`;
      const extension = extensionOf[mimeType];
      const url = await storage.put(`${base}.${extension}`, bytes, mimeType);
      const variants: Record<string, string> = {};
      for (const variant of image.variants) {
        variants[String(variant.width)] = await storage.put(
          `${base}-w${variant.width}.webp`,
          variant.body,
          "image/webp",
        );
      }
      return withTenant(database.db, partnerId, async (tx) => {
        const asset = await insertAsset(tx, {
          partnerId,
          storageKey: `${base}.${extension}`,
          url,
          originalName: cleanFileName(fileName, extension),
          mimeType,
          byteSize: bytes.length,
          width: image.width,
          height: image.height,
          variants,
          uploadedBy: staff.id,
        });
        await recordAudit(tx, partnerId, staff, {
          action: "media.upload",
          target: `media:${asset.id}`,
          detail: { name: asset.originalName, mimeType, byteSize: asset.byteSize },
        });
        return asset;
      });
    },

    async remove(partnerId, staff, id) {
      await withTenant(database.db, partnerId, async (tx) => {
        const found = await findAsset(tx, partnerId, id);
        if (!found) throw notFound("media not found");
        // Blocked while the site shows it (decision 0033): the owner replaces the image in those places first.
        const uses = usesOf(found, await imageRefs(tx, partnerId));
        if (uses.length > 0)
          throw stillUsed(
            "image",
            uses,
            "에서 사용 중입니다.",
            "그곳의 이미지를 먼저 바꾼 뒤 삭제해 주세요.",
          );
        const asset = await softDeleteAsset(tx, partnerId, id);
        if (!asset) throw notFound("media not found");
        await recordAudit(tx, partnerId, staff, {
          action: "media.delete",
          target: `media:${id}`,
          detail: { name: asset.originalName },
        });
      });
    },
  };
}
