import { timingSafeEqual } from "node:crypto";
import { errorMessages, revalidateRequestSchema } from "@clinic/shared";
import { dayTurnSchema } from "@clinic/shared/announcements";
import { revalidateTag } from "next/cache";
import { env } from "@/env";
import { tagsForAnnouncement } from "@/features/api/revalidation";
import { confirmTagWrites } from "@/platform/announcements/tag-writes";
import { SEOUL_DAY_TAG } from "@/platform/api/tenant";

// Not behind the tenant proxy (see the matcher in proxy.ts): called on the server's own address with an
// announcement of a clinic's changed content (by the API, or by this server's announcement subscriber). Expiring at
// once (expire: 0) so the next visitor sees the change, not a stale page.
const EXPIRE_NOW = { expire: 0 };

function authorised(header: string | null): boolean {
  if (!env.REVALIDATE_TOKEN || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(env.REVALIDATE_TOKEN);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const error = (status: number, message: string, translate: string) =>
  Response.json({ status, message, translate }, { status });

export async function POST(request: Request): Promise<Response> {
  if (!env.REVALIDATE_TOKEN) return error(404, "Not found", errorMessages.notFound);
  if (!authorised(request.headers.get("authorization"))) {
    return error(401, "Unauthorized", errorMessages.unauthorized);
  }
  const body: unknown = await request.json().catch(() => null);
  // A new Seoul day (day-turn.ts) expires every clinic's dated answers and the pages built from them; the page
  // cache in front drops every page when the answer names no site.
  const dayTurn = dayTurnSchema.safeParse(body);
  const parsed = revalidateRequestSchema.safeParse(body);
  if (!dayTurn.success && !parsed.success) return error(400, "Bad request", errorMessages.badRequest);

  const tags = dayTurn.success ? [SEOUL_DAY_TAG] : parsed.success ? tagsForAnnouncement(parsed.data) : [];
  for (const tag of tags) revalidateTag(tag, EXPIRE_NOW);
  // Next writes the tags to the cache handler only after this answer; with the shared Redis cache the other web
  // servers see the change only once Redis has it, so the write is made and confirmed here. Not applied means not
  // acknowledged: the announcer tries again (the page cache drops pages only on a 2xx).
  if (env.REDIS_URL && !(await confirmTagWrites(tags, EXPIRE_NOW))) {
    return error(503, "Service unavailable", errorMessages.unavailable);
  }
  return Response.json({ revalidated: tags });
}
