import { timingSafeEqual } from "node:crypto";
import { errorMessages } from "@clinic/shared";
import { revalidateTag } from "next/cache";
import { env } from "../../../env";
import { kindsForTables, revalidateRequestSchema } from "../../../lib/api/revalidation";
import { siteRootTag, siteTag } from "../../../lib/api/tenant";

// Not behind the tenant proxy (see the matcher in proxy.ts): the API calls it on the server's own address when a
// clinic's content changes. Expiring at once (expire: 0) so the next visitor sees the change, not a stale page.
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
  const parsed = revalidateRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return error(400, "Bad request", errorMessages.badRequest);

  const { site, tables } = parsed.data;
  const kinds = kindsForTables(tables);
  const tags = kinds === "all" ? [siteRootTag(site)] : kinds.map((kind) => siteTag(site, kind));
  for (const tag of tags) revalidateTag(tag, EXPIRE_NOW);
  return Response.json({ revalidated: tags });
}
