import { type Database, withTenant } from "@clinic/db";
import type { SiteConfig } from "@clinic/shared";
import { toSiteConfig } from "./mappers";
import { findSiteConfig } from "./repository";

export interface SiteConfigService {
  getSiteConfig(partnerId: number): Promise<SiteConfig>;
}

export function createSiteConfigService(database: Database): SiteConfigService {
  return {
    async getSiteConfig(partnerId) {
      const record = await withTenant(database.db, partnerId, (tx) => findSiteConfig(tx, partnerId));
      return toSiteConfig(record);
    },
  };
}
