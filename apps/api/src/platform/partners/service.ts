import { siteNotFound } from "@api/lib/http-error";
import { type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import type { DeployStatus, PartnerInfo } from "@clinic/shared";
import { toDeployStatus, toPartnerInfo } from "./mappers";
import { findDeployStatus, findPartner } from "./repository";

export interface PartnerService {
  getInfo(partnerId: number): Promise<PartnerInfo>;
  getDeployStatus(partnerId: number): Promise<DeployStatus>;
}

/** Both answers are the same for every visitor of a clinic, so they may be held per clinic. */
export function createPartnerService(database: Database, cache: PublicAnswers = UNCACHED): PartnerService {
  return {
    getInfo: (partnerId) =>
      cache.answer(partnerId, "partner-info", async () => {
        const record = await withTenant(database.db, partnerId, (tx) => findPartner(tx, partnerId));
        // The host resolved a moment ago; a partner deleted since then is simply no longer a site.
        if (!record) throw siteNotFound();
        return toPartnerInfo(record);
      }),
    getDeployStatus: (partnerId) =>
      cache.answer(partnerId, "deploy-status", async () => {
        const stored = await withTenant(database.db, partnerId, (tx) => findDeployStatus(tx, partnerId));
        if (stored === null) throw siteNotFound();
        return toDeployStatus(stored);
      }),
  };
}
