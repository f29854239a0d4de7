import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { env } from "@/env";
import { checkPreviewToken } from "@/features/api";
import { previewTarget } from "@/features/preview/preview-path";
import { PREVIEW_COOKIE } from "@/features/preview/preview-token";
import { isSiteKey } from "@/features/tenancy/host";

interface RouteContext {
  params: Promise<{ site: string }>;
}

const refused = () =>
  new Response(
    "미리보기 링크가 만료되었거나 올바르지 않습니다. 관리 화면에서 미리보기를 다시 눌러 주세요.\n",
    {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
    },
  );

/**
 * /preview-mode?token=…&path=… — the console's preview link (decision 0020). The API checks the token against
 * this site; then Next's draft mode goes on for this browser (its pages render per request, past every cache)
 * and the token rides in an HttpOnly cookie until it expires. Leads to `path` of this site.
 */
export async function GET(request: Request, context: RouteContext): Promise<Response> {
  const { site } = await context.params;
  if (!isSiteKey(site)) return new Response("Not found\n", { status: 404 });
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const expiresAt = token ? await checkPreviewToken(site, token) : null;
  if (!expiresAt) return refused();
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.TENANT_ORIGIN_SCHEME === "https",
    path: "/",
    expires: expiresAt,
  });
  redirect(previewTarget(url.searchParams.get("path")));
}
