import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { previewTarget } from "@/features/preview/preview-path";
import { PREVIEW_COOKIE } from "@/features/preview/preview-token";

/** /preview-mode/exit?path=… — back to the published site: draft mode off, the token forgotten. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  redirect(previewTarget(new URL(request.url).searchParams.get("path")));
}
