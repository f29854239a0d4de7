import "server-only";
import { PREVIEW_HEADER } from "@clinic/shared";
import { call } from "./server-call";

/**
 * Until when a console preview token shows this site's drafts; null when the API refuses it (expired, forged, or
 * another clinic's) or cannot be asked. Never cached: the answer is about one token, not about the visitor.
 */
export async function checkPreviewToken(site: string, token: string): Promise<Date | null> {
  const result = await call(
    "previewSession",
    {},
    { site, caching: { scope: "none" }, headers: { [PREVIEW_HEADER]: token } },
  );
  return result.ok ? new Date(result.data.expiresAt) : null;
}
