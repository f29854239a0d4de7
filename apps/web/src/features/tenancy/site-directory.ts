import "server-only";
import type { SiteResolve } from "@clinic/shared";
import { call } from "@/features/api/server-call";
import { registerProcessCache } from "@/platform/announcements/process-caches.mjs";
import { createCachedLookup } from "./cached-lookup";
import { forgetAllPartners, forgetPartner, rememberPartner } from "./partner-index";

// The proxy runs for every page view, so host → site is kept in memory for a while: one entry per host holding the
// whole answer of GET /sites/resolve (partner id, code, deploy status; decision 0028).
const POSITIVE_TTL_MS = 60_000;
const NEGATIVE_TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;
// While the API is briefly unreachable, keep routing known hosts (pages may still render from the data cache).
const STALE_IF_ERROR_MS = 10 * 60_000;

/** The clinic serving a host. */
export type Site = SiteResolve;

const sites = createCachedLookup<Site>({
  positiveTtlMs: POSITIVE_TTL_MS,
  negativeTtlMs: NEGATIVE_TTL_MS,
  maxEntries: MAX_ENTRIES,
  staleIfErrorMs: STALE_IF_ERROR_MS,
  async load(host) {
    const answer = await call("resolveSite", { query: { host } }, { caching: { scope: "none" } });
    if (answer.status === 404 || answer.status === 400) return null;
    if (!answer.ok) throw new Error(`resolveSite answered ${answer.status} (${answer.error.message})`);
    return answer.data;
  },
});

/**
 * Host name → the clinic serving it (partner id, site key, deploy status); null for hosts no clinic serves (or a
 * suspended one). Throws when the API fails and no recent answer is held.
 */
export async function resolveSite(host: string): Promise<Site | null> {
  const site = await sites(host);
  // The pages of this request know only the code: they find the partner id their API calls carry here.
  if (site) rememberPartner(site.code, site.partnerId);
  return site;
}

/**
 * Drops what is held for one clinic, every host of it (an announced change of its hosts or deploy status), and the
 * hosts held as unknown: the change may be the one that makes such a host this clinic's.
 */
export function forgetSite(code: string): void {
  sites.forgetWhere((site) => site === null || site.code === code);
  forgetPartner(code);
}

/** Drops every host (an announcement naming no clinic, or one that could not be read). */
export function forgetAll(): void {
  sites.clear();
  forgetAllPartners();
}

// Every announcement reaches this process's site directory (decision 0027): a launch, a suspension or a new domain
// is routed at once instead of after the TTL. The registry lives on globalThis, shared with server.mjs's subscriber.
registerProcessCache("site-directory", { forgetSite, forgetAll });
