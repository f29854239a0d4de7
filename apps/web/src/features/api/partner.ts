import "server-only";
import type { DeployStatus, PartnerGroup, PartnerInfo } from "@clinic/shared";
import { cache } from "react";
import { publicCaching } from "./cache-policy";
import { isApiNotFound } from "./errors";
import { call, unwrap } from "./server-call";

/** GET /partners/this. React's cache() shares one answer between the layout, metadata and page of a render. */
export const getPartner = cache(
  (site: string): Promise<PartnerInfo> =>
    unwrap(call("partner", {}, { site, caching: publicCaching("partner") })),
);

/** GET /partners/this/homepage-deploy-status. */
export const getDeployStatus = cache(
  (site: string): Promise<DeployStatus> =>
    unwrap(call("deployStatus", {}, { site, caching: publicCaching("deploy-status") })),
);

/** GET /partner-groups/this; null when the clinic belongs to no group (the API answers 404). */
export const getPartnerGroup = cache(async (site: string): Promise<PartnerGroup | null> => {
  try {
    return await unwrap(call("partnerGroup", {}, { site, caching: publicCaching("partner-group") }));
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
});
