import "server-only";
import {
  DEFAULT_LANGUAGE,
  PREVIEW_HEADER,
  TENANT_PARTNER_HEADER,
  TENANT_SIGNATURE_HEADER,
} from "@clinic/shared";
import {
  type CallResult,
  createApiCaller,
  type EndpointSchemas,
  type PreparedCall,
  type Transport,
} from "@clinic/shared/contract/endpoint";
import { platformEndpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas } from "@clinic/shared/contract/platform-schemas";
import { storefrontEndpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas } from "@clinic/shared/contract/storefront-schemas";
import { signTenant } from "@clinic/shared/tenant-signature";
import { z } from "zod";
import { env, tenantSecret } from "@/env";
import { pageLanguage } from "@/features/i18n/page-language";
import { previewToken } from "@/features/preview/preview-token";
import { knownPartnerId, rememberPartner } from "@/features/tenancy/partner-index";
import { type ContentKind, SEOUL_DAY_TAG, siteRootTag, siteTag } from "@/platform/api/tenant";
import { type ApiRequestInit, sendToApi } from "./api-request";
import { CACHE_DAY_HEADER, seoulCacheDay } from "./cache-day";
import { publicCaching } from "./cache-policy";
import { tenantHeaders, visitorToken } from "./client";
import { ApiRequestError, clientErrorOf } from "./errors";

/**
 * How an answer may be reused.
 * - public: the same for every visitor of one site. Cached in Next's data cache; the tenant origin header is part
 *   of the cache key and every tag names the site, so clinics never share entries.
 * - visitor: depends on who is asking; never cached, and carries the visitor's access token.
 * - none: never cached and carries no visitor token: a call about something else than the visitor (a preview
 *   token, the proxy's host lookup).
 */
export type Caching =
  | { scope: "public"; kind: ContentKind; revalidateSeconds: number }
  | { scope: "visitor" }
  | { scope: "none" };

export interface ServerCallOptions {
  /** The clinic the call is for: its tenant header (spec 6); left out for platform calls about no clinic. */
  site?: string | undefined;
  caching: Caching;
  /** Extra request headers the endpoint reads (the preview token of a preview-session check). */
  headers?: Record<string, string>;
  /**
   * false: `site` only names the cache tags, and no tenant header is sent (the partner id lookup below, which the
   * tenant headers themselves wait for).
   */
  tenant?: false;
}

/**
 * The web server's transport (decision 0030): the tenant header, then by caching scope either Next's data cache
 * (revalidate window and the site's tags, plus the Seoul day in the key; a console preview reads its drafts
 * uncached instead) or no-store with the visitor's token. The answer is checked with the contract's schema, so a
 * page gets exactly the type it declares.
 */
export function serverTransport(
  schemas: Readonly<Record<string, EndpointSchemas>>,
): Transport<ServerCallOptions> {
  return async (call, { site, caching, headers: extra, tenant }) => {
    const named = site === undefined || tenant === false ? {} : await serverTenantHeaders(site);
    const headers: Record<string, string> = { ...named, ...extra };
    const init: ApiRequestInit = {};
    // A console preview (draft mode) reads the clinic's drafts: never from or into the shared cache.
    const preview = caching.scope === "public" ? await previewToken() : undefined;
    if (preview) {
      init.cache = "no-store";
      headers[PREVIEW_HEADER] = preview;
    } else if (caching.scope === "public" && site !== undefined) {
      headers[CACHE_DAY_HEADER] = seoulCacheDay();
      init.next = {
        revalidate: caching.revalidateSeconds,
        tags: [siteRootTag(site), siteTag(site, caching.kind), SEOUL_DAY_TAG],
      };
    } else {
      init.cache = "no-store";
      if (caching.scope === "visitor") {
        const token = await visitorToken();
        // Spec section 6: the access-token cookie value is sent as the authorization header.
        if (token) headers.authorization = token;
      }
    }
    return sendToApi(inPageLanguage(call, schemas[call.name]?.query), {
      headers,
      init,
      schema: schemas[call.name]?.response,
      label: site ?? "the platform",
    });
  };
}

/**
 * A read of the clinic's content asks for it in the page's language (issue 29): every endpoint whose query takes
 * `languageCode` gets it, so the URL, and with it the data cache's key, differs per language. Korean pages send
 * nothing (the API's default), so their URLs and cache entries are what they were.
 */
function inPageLanguage(call: PreparedCall, query: z.ZodType | undefined): PreparedCall {
  const language = pageLanguage();
  if (language === DEFAULT_LANGUAGE || !takesLanguage(query) || /[?&]languageCode=/.test(call.target))
    return call;
  const separator = call.target.includes("?") ? "&" : "?";
  return { ...call, target: `${call.target}${separator}languageCode=${encodeURIComponent(language)}` };
}

const takesLanguage = (query: z.ZodType | undefined) =>
  query instanceof z.ZodObject && Object.hasOwn(query.shape, "languageCode");

/**
 * The tenant of the web server's own calls (decision 0028): the origin (spec section 6, which the API also uses for
 * links back to the site) and, when the secret is set, the partner id the proxy resolved from the visitor's host,
 * signed, so the API trusts it without mapping a host again. A site code the partner index does not hold (another
 * process resolved the host, or it was forgotten) is looked up once through the data cache; if even that fails,
 * the origin alone still names the clinic.
 */
async function serverTenantHeaders(site: string): Promise<Record<string, string>> {
  const headers = tenantHeaders(site);
  if (tenantSecret === undefined) return headers;
  const partnerId = knownPartnerId(site) ?? (await partnerIdOfCode(site));
  if (partnerId === null) return headers;
  return {
    ...headers,
    [TENANT_PARTNER_HEADER]: String(partnerId),
    [TENANT_SIGNATURE_HEADER]: signTenant(partnerId, tenantSecret),
  };
}

/** A clinic's partner id from its platform host `{code}.{PLATFORM_DOMAIN}`, kept in the data cache like its info. */
async function partnerIdOfCode(site: string): Promise<number | null> {
  const answer = await call(
    "resolveSite",
    { query: { host: `${site}.${env.PLATFORM_DOMAIN}` } },
    { site, caching: publicCaching("partner"), tenant: false },
  );
  if (!answer.ok || answer.data.code !== site) return null;
  rememberPartner(site, answer.data.partnerId);
  return answer.data.partnerId;
}

/**
 * Every endpoint the web server calls: the storefront's (also the browser's, through the pass-through) and the
 * platform's it alone may call (site resolution, site config, preview sessions…). Names are unique across both
 * maps; `SameNames` fails the type check should one ever be declared in both.
 */
const serverEndpoints = { ...storefrontEndpoints, ...platformEndpoints };
const serverSchemas = { ...storefrontSchemas, ...platformSchemas };
type SameNames = keyof typeof storefrontEndpoints & keyof typeof platformEndpoints;
const namesAreUnique: [SameNames] extends [never] ? true : SameNames = true;
void namesAreUnique;

/**
 * The web server's one call function: `call(name, {params, query, body}, {site, caching})`, by the endpoint's
 * name in the contract. Answers a CallResult; `unwrap` turns it into the data or a thrown ApiRequestError where a
 * page relies on throwing (orNotFound, error.tsx).
 */
export const call = createApiCaller<typeof serverEndpoints, typeof serverSchemas, ServerCallOptions>(
  serverEndpoints,
  serverTransport(serverSchemas),
);

/**
 * A boolean as a query string carries it: the contract types query flags as the text the API reads (the URL,
 * and so the data cache's key, is the same as when a boolean was sent).
 */
export const queryFlag = (value: boolean): "true" | "false" => (value ? "true" : "false");

/** The data of a successful call; a failed one throws ApiRequestError with the spec-8 mapping, as pages expect. */
export async function unwrap<T>(result: Promise<CallResult<T>>): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.data;
  throw new ApiRequestError(clientErrorOf(settled.error));
}
