import { LRUCache } from "lru-cache";

/**
 * Site code → partner id, as the proxy's site directory last resolved it (decision 0028), so the web server's API
 * calls can carry the partner id when a page knows only the `[site]` segment. Next bundles the proxy and the pages
 * separately, each with its own copy of this module, so the one index lives on globalThis under a registered
 * symbol. A code missing here (another process rendered it, or it was forgotten) falls back to GET /sites/resolve
 * through the data cache (`server-call.ts`).
 */
const INDEX_KEY = Symbol.for("clinic.tenancy.partner-index");
// As many as the site directory holds hosts; codes come only from the API's answers, not from visitors.
const MAX_CODES = 5_000;

type PartnerIndex = LRUCache<string, number>;

function partnerIndex(): PartnerIndex {
  const holder = globalThis as typeof globalThis & { [INDEX_KEY]?: PartnerIndex };
  holder[INDEX_KEY] ??= new LRUCache<string, number>({ max: MAX_CODES });
  return holder[INDEX_KEY];
}

export function rememberPartner(code: string, partnerId: number): void {
  partnerIndex().set(code, partnerId);
}

export function knownPartnerId(code: string): number | undefined {
  return partnerIndex().get(code);
}

export function forgetPartner(code: string): void {
  partnerIndex().delete(code);
}

export function forgetAllPartners(): void {
  partnerIndex().clear();
}
