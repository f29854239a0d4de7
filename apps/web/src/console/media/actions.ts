"use server";

import type { MediaAsset } from "@clinic/shared";
import { revalidatePath } from "next/cache";
import { consoleGet, consoleSend } from "@/console/lib/api";
import { clinicPagePath } from "@/console/lib/paths";

/** The newest images of the clinic, for the media picker's dialog (settings, popups). */
export async function listMediaAction(partnerId: number): Promise<MediaAsset[]> {
  const page = await consoleGet("media", { params: { partnerId }, query: { size: 100 } });
  return page.content;
}

export async function deleteMediaAction(partnerId: number, mediaId: number): Promise<void> {
  await consoleSend("deleteMedia", { params: { partnerId, mediaId } });
  revalidatePath(clinicPagePath(partnerId, "media"));
}
