import "server-only";
import { cookies, draftMode } from "next/headers";

/** HttpOnly cookie holding the console's signed preview token while Next's draft mode is on (decision 0020). */
export const PREVIEW_COOKIE = "clinic_preview";

/**
 * The preview token of this request, only in draft mode. Outside draft mode nothing is read, so a page that is
 * prerendered and cached stays so: Next renders a page dynamically only for the holder of its bypass cookie.
 */
export async function previewToken(): Promise<string | undefined> {
  if (!(await draftMode()).isEnabled) return undefined;
  const token = (await cookies()).get(PREVIEW_COOKIE)?.value;
  return token && token.trim() !== "" ? token : undefined;
}
