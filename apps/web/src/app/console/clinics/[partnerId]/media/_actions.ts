"use server";

import { type MediaAsset, mediaPageSchema } from "@clinic/shared";
import { revalidatePath } from "next/cache";
import { consoleGet, consoleSend } from "../../../../../lib/console/api";

const mediaPath = (partnerId: number) => `/console/clinics/${partnerId}/media` as const;

/** The newest images of the clinic, for the media picker's dialog (settings, popups). */
export async function listMediaAction(partnerId: number): Promise<MediaAsset[]> {
  const page = await consoleGet(`${mediaPath(partnerId)}?size=100`, mediaPageSchema);
  return page.content;
}

export async function deleteMediaAction(partnerId: number, mediaId: number): Promise<void> {
  await consoleSend("DELETE", `${mediaPath(partnerId)}/${mediaId}`);
  revalidatePath(`/console/clinics/${partnerId}/media`);
}
