import { type Database, withTenant } from "@clinic/db";
import type { DeployStatus, PartnerInfo } from "@clinic/shared";
import { siteNotFound } from "../../lib/http-error";
import { toDeployStatus, toPartnerInfo } from "./mappers";
import { findDeployStatus, findPartner } from "./repository";

export interface PartnerService {
  getInfo(partnerId: number): Promise<PartnerInfo>;
  getDeployStatus(partnerId: number): Promise<DeployStatus>;
}

export function createPartnerService(database: Database): PartnerService {
  return {
    async getInfo(partnerId) {
      const record = await withTenant(database.db, partnerId, (tx) => findPartner(tx, partnerId));
      // The host resolved a moment ago; a partner deleted since then is simply no longer a site.
      if (!record) throw siteNotFound();
      return toPartnerInfo(record);
    },
    async getDeployStatus(partnerId) {
      const stored = await withTenant(database.db, partnerId, (tx) => findDeployStatus(tx, partnerId));
      if (stored === null) throw siteNotFound();
      return toDeployStatus(stored);
    },
  };
}
