import "server-only";
import { PREVIEW_HEADER, previewSessionSchema } from "@clinic/shared";
import { apiUrl, tenantHeaders } from "./client";

/**
 * Until when a console preview token shows this site's drafts; null when the API refuses it (expired, forged, or
 * another clinic's). Never cached: the answer is about one token.
 */
export async function checkPreviewToken(site: string, token: string): Promise<Date | null> {
  try {
    const response = await fetch(apiUrl("/preview-session"), {
      headers: { accept: "application/json", ...tenantHeaders(site), [PREVIEW_HEADER]: token },
      cache: "no-store",
    });
    if (!response.ok) return null;
    const parsed = previewSessionSchema.safeParse(await response.json());
    return parsed.success ? new Date(parsed.data.expiresAt) : null;
  } catch {
    return null;
  }
}
