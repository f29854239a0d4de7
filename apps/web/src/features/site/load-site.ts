import "server-only";
import type { PartnerInfo, SiteConfig } from "@clinic/shared";
import { notFound } from "next/navigation";
import { getPartner, getSiteConfig, orNotFound } from "@/features/api";
import { isSiteKey } from "@/features/tenancy/host";

export interface SiteData {
  site: string;
  partner: PartnerInfo;
  siteConfig: SiteConfig;
}

/**
 * What every page of a site needs: the partner and its shell configuration. Both are cached per site (see
 * lib/api), and React's cache() makes the layout, metadata and page share one read per request.
 */
export async function loadSite(site: string): Promise<SiteData> {
  // Only the proxy produces this segment, but a path it does not rewrite must never reach the API as a tenant.
  if (!isSiteKey(site)) notFound();
  const [partner, siteConfig] = await Promise.all([
    orNotFound(getPartner(site)),
    orNotFound(getSiteConfig(site)),
  ]);
  return { site, partner, siteConfig };
}
