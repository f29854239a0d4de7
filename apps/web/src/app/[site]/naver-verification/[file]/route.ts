import { getPartner, isApiNotFound } from "@/features/api";
import { naverVerificationFileBody, parseNaverVerification } from "@/features/site/naver-verification";
import { isSiteKey } from "@/features/tenancy/host";

interface RouteContext {
  params: Promise<{ site: string; file: string }>;
}

const notFound = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=60" },
  });

/**
 * Naver's verification file (the proxy sends /naver{hex}.html here): answers only the one file name the clinic
 * configured, with the text Naver's downloadable file holds; every other name is a 404.
 */
export async function GET(_request: Request, context: RouteContext): Promise<Response> {
  const { site, file } = await context.params;
  if (!isSiteKey(site)) return notFound();
  let configured: string | null;
  try {
    configured = (await getPartner(site)).partnerMarketingInfo.naverDomainCheckHtml;
  } catch (error) {
    if (isApiNotFound(error)) return notFound();
    // A 404 now could make Naver drop a verified site; "try later" is the honest answer while the API is away.
    console.error(`[naver-verification] partner of ${site} unavailable`, error);
    return new Response("Service unavailable\n", {
      status: 503,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        "retry-after": "60",
      },
    });
  }
  const verification = parseNaverVerification(configured);
  if (verification?.kind !== "file" || verification.file !== file) return notFound();
  return new Response(naverVerificationFileBody(file), {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
