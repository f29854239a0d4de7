import { SHORT_CODE_PATTERN, sameHostPathSchema } from "@clinic/shared";
import { notFound, RedirectType, redirect } from "next/navigation";
import { orNotFound } from "@/features/api";
import { resolveShortUrl } from "@/features/api/short-urls";

interface ShortLinkPageProps {
  params: Promise<{ site: string; code: string }>;
}

/**
 * /s/{code}: a clinic's short link. Counts the visit (through the API) and redirects, temporarily, to the target
 * path on this same host; unknown, expired and malformed codes get the site's 404 page.
 */
export default async function ShortLinkPage({ params }: ShortLinkPageProps) {
  const { site, code } = await params;
  // A malformed code is answered here without calling the API.
  if (!SHORT_CODE_PATTERN.test(code)) notFound();
  const { targetPath } = await orNotFound(resolveShortUrl(site, code));
  // The API only stores same-host paths; checked again so a bad row can never become an open redirect.
  const target = sameHostPathSchema.safeParse(targetPath);
  if (!target.success) {
    console.error(`[short-link] ${site}/${code} has an unusable target`, targetPath);
    notFound();
  }
  // A relative Location keeps the visitor on the host they came in on (the proxy's rewrite is invisible here).
  redirect(target.data, RedirectType.replace);
}
