import "server-only";
import { call } from "../api/server-call";
import { createCachedLookup } from "./cached-lookup";
import type { DeployState } from "./route-plan";

// The proxy runs for every page view, so host → site and site → deploy status are kept in memory for a while.
const POSITIVE_TTL_MS = 60_000;
const NEGATIVE_TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;
// While the API is briefly unreachable, keep routing known hosts (pages may still render from the data cache).
const STALE_IF_ERROR_MS = 10 * 60_000;

/** Host name → site key (partner code), via GET /sites/resolve; null for hosts no partner serves. */
export const resolveSite = createCachedLookup<string>({
  positiveTtlMs: POSITIVE_TTL_MS,
  negativeTtlMs: NEGATIVE_TTL_MS,
  maxEntries: MAX_ENTRIES,
  staleIfErrorMs: STALE_IF_ERROR_MS,
  async load(host) {
    const answer = await call("resolveSite", { query: { host } }, { caching: { scope: "none" } });
    if (answer.status === 404 || answer.status === 400) return null;
    if (!answer.ok) throw new Error(`resolveSite answered ${answer.status} (${answer.error.message})`);
    return answer.data.code;
  },
});

const deployStatus = createCachedLookup<"LIVE" | "READY">({
  positiveTtlMs: POSITIVE_TTL_MS,
  negativeTtlMs: NEGATIVE_TTL_MS,
  maxEntries: MAX_ENTRIES,
  staleIfErrorMs: STALE_IF_ERROR_MS,
  async load(site) {
    const answer = await call("deployStatus", {}, { site, caching: { scope: "none" } });
    if (!answer.ok) throw new Error(`deployStatus answered ${answer.status} (${answer.error.message})`);
    return answer.data.isLive && answer.data.deployStatus === "LIVE" ? "LIVE" : "READY";
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
