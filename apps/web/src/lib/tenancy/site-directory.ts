import "server-only";
import { deployStatusSchema, siteResolveSchema, TENANT_ORIGIN_HEADER } from "@clinic/shared";
import { env } from "../../env";
import { tenantOrigin } from "../api/tenant";
import { createCachedLookup } from "./cached-lookup";
import type { DeployState } from "./route-plan";

// The proxy runs for every page view, so host → site and site → deploy status are kept in memory for a while.
const POSITIVE_TTL_MS = 60_000;
const NEGATIVE_TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;
// While the API is briefly unreachable, keep routing known hosts (pages may still render from the data cache).
const STALE_IF_ERROR_MS = 10 * 60_000;

async function getJson(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    headers: { accept: "application/json", ...headers },
    cache: "no-store",
  });
  const body: unknown = response.ok ? await response.json() : undefined;
  return { status: response.status, body };
}

/** Host name → site key (partner code), via GET /sites/resolve; null for hosts no partner serves. */
export const resolveSite = createCachedLookup<string>({
  positiveTtlMs: POSITIVE_TTL_MS,
  negativeTtlMs: NEGATIVE_TTL_MS,
  maxEntries: MAX_ENTRIES,
  staleIfErrorMs: STALE_IF_ERROR_MS,
  async load(host) {
    const { status, body } = await getJson(`${env.API_URL}/sites/resolve?host=${encodeURIComponent(host)}`);
    if (status === 404 || status === 400) return null;
    if (status !== 200) throw new Error(`GET /sites/resolve answered ${status}`);
    return siteResolveSchema.parse(body).code;
  },
});

const deployStatus = createCachedLookup<"LIVE" | "READY">({
  positiveTtlMs: POSITIVE_TTL_MS,
  negativeTtlMs: NEGATIVE_TTL_MS,
  maxEntries: MAX_ENTRIES,
  staleIfErrorMs: STALE_IF_ERROR_MS,
  async load(site) {
    const origin = tenantOrigin(site, {
      scheme: env.TENANT_ORIGIN_SCHEME,
      platformDomain: env.PLATFORM_DOMAIN,
    });
    const { status, body } = await getJson(`${env.API_URL}/partners/this/homepage-deploy-status`, {
      [TENANT_ORIGIN_HEADER]: origin,
    });
    if (status !== 200) throw new Error(`GET /partners/this/homepage-deploy-status answered ${status}`);
    const parsed = deployStatusSchema.parse(body);
    return parsed.isLive && parsed.deployStatus === "LIVE" ? "LIVE" : "READY";
  },
});

/** Whether the site is launched; UNKNOWN when the API could not say (the page then renders normally). */
export async function getDeployState(site: string): Promise<DeployState> {
  try {
    return (await deployStatus(site)) ?? "UNKNOWN";
  } catch (error) {
    console.warn(`[proxy] deploy status of ${site} unavailable`, error);
    return "UNKNOWN";
  }
}
