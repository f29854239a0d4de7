import { MEDIA_FILE_NAME_HEADER } from "@clinic/shared";
import { CONSOLE_UNREACHABLE, callConsole } from "@/console/lib/api";
import { clinicHref } from "@/console/lib/paths";
import { consoleToken } from "@/console/lib/session";
import type { UploadAnswer } from "@/console/media/library";
import { uploadOutcome } from "@/console/media/upload-outcome";

export const dynamic = "force-dynamic";

/**
 * POST /clinics/{id}/media/upload: the upload form's target (multipart, works without JavaScript). A route
 * handler rather than a server action: actions take at most 1 MB, photos are larger. The file goes on to the
 * API as the raw body through the console transport (which forwards the visitor address server.mjs established,
 * not the browser's own X-Forwarded-For); the API judges the type by content. Answers 303 back to the library
 * with an outcome key, or JSON (UploadAnswer) when the image picker asks with Accept: application/json.
 */
export async function POST(
  request: Request,
  context: { params: Promise<{ partnerId: string }> },
): Promise<Response> {
  const raw = (await context.params).partnerId;
  const partnerId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const json = request.headers.get("accept")?.includes("application/json") ?? false;
  const back = (outcome: Exclude<keyof typeof uploadOutcome, "ok">) =>
    json
      ? Response.json({ ok: false, message: uploadOutcome[outcome].message } satisfies UploadAnswer, {
          status: outcome === "too-large" ? 413 : outcome === "type" ? 415 : 400,
        })
      : new Response(null, {
          status: 303,
          headers: { location: `${clinicHref(partnerId ?? 0, "media")}?upload=${outcome}` },
        });
  if (partnerId === null) return new Response(null, { status: 404 });
  // The session cookie is SameSite=Lax already; a form posted from another site is refused outright as well.
  const origin = request.headers.get("origin");
  if (origin && new URL(origin).host !== request.headers.get("host"))
    return new Response(null, { status: 403 });
  const token = await consoleToken();
  if (!token) return new Response(null, { status: 303, headers: { location: "/login" } });

  const form = await request.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof File) || file.size === 0) return back("empty");
  const result = await callConsole(
    "uploadMedia",
    { params: { partnerId } },
    {
      token,
      raw: {
        body: await file.arrayBuffer(),
        // The browser's guess from the name; the API reads the bytes anyway.
        contentType: file.type.startsWith("image/") ? file.type : "application/octet-stream",
        headers: { [MEDIA_FILE_NAME_HEADER]: encodeURIComponent(file.name) },
      },
    },
  );
  if (result.ok)
    return json
      ? Response.json({ ok: true, asset: result.data } satisfies UploadAnswer, { status: 201 })
      : new Response(null, {
          status: 303,
          headers: { location: `${clinicHref(partnerId, "media")}?upload=ok` },
        });
  if (result.error.message === CONSOLE_UNREACHABLE) return back("unavailable");
  if (result.status === 401) return new Response(null, { status: 303, headers: { location: "/login" } });
  if (result.status === 413) return back("too-large");
  if (result.status === 415) return back("type");
  if (result.status === 403) return back("forbidden");
  return back("failed");
}
