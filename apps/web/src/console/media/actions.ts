"use server";

import { revalidatePath } from "next/cache";
import { consoleGet, consoleSend } from "@/console/lib/api";
import { clinicHref, clinicPagePath, consoleHref } from "@/console/lib/paths";
import type { MediaLibrary } from "./library";

/** The clinic's newest uploads and the site's other images, for the image picker's dialog (every image field). */
export async function listMediaAction(partnerId: number): Promise<MediaLibrary> {
  const [page, site] = await Promise.all([
    consoleGet("media", { params: { partnerId }, query: { size: 100 } }),
    consoleGet("siteImages", { params: { partnerId } }),
  ]);
  return {
    uploads: page.content,
    site: site.content,
    uploadPath: consoleHref(`${clinicHref(partnerId, "media")}/upload`),
  };
}

/** Deletes an image; the API refuses (409, with the places) while the site still uses it. */
export async function deleteMediaAction(
  partnerId: number,
  mediaId: number,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const result = await consoleSend("deleteMedia", { params: { partnerId, mediaId } });
  if (!result.ok) return { ok: false, message: result.message };
  revalidatePath(clinicPagePath(partnerId, "media"));
  return { ok: true };
}
